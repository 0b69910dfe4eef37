// Benchmark: reading a bulk upload of 10,000 payments (issue 16 item 3; the issue's targets for the whole
// validation: ≤ 2 s, memory growth < 100 MB). This measures the first half of that validation — bytes to
// text (readUpload) and text to raw payments (parseBulkCsv, parsePain001) — not the per-payment check.
//
//   npx tsx --conditions=react-server --expose-gc scripts/bench/bulk-parse.ts [--rows 10000] [--runs 5]
//                                                                             [--target 2000]
//
// (react-server: the parsers are server-only modules, as in the app; --expose-gc: memory is measured from
// a collected heap.) Generates, in memory, a CSV of `--rows` payments and a pain.001.001.03 of `--rows`
// transactions (in blocks of 500, as ERPs write them), each as UTF-8 bytes. Per format, first the memory of
// one cold read + parse from a collected heap: RSS and heap growth as it ends (garbage included), and the
// heap still held by its result once collected (what a request holds while the payments are checked);
// then `--runs` timed runs: the median and the slowest, and the median CPU time (user + system) of this
// process, which a busy machine inflates less than the wall clock. Nothing is started and nothing is
// written. Exits 0 when every median meets the target and every growth is < 100 MB.
import os from "node:os";
import { parseBulkCsv } from "../../lib/services/initiation/bulk/parse-csv";
import { parsePain001 } from "../../lib/services/initiation/bulk/parse-pain001";
import type { TBulkParseResult } from "../../lib/services/initiation/bulk/bulk-result";
import { readUpload } from "../../lib/services/initiation/bulk/read-upload";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rows = arg("rows", 10_000);
const runs = arg("runs", 5);
const target = arg("target", 2000);
const MEMORY_TARGET_MB = 100;

const iban = (i: number) =>
  `DE${String(10 + (i % 89)).padStart(2, "0")}3704004405320${String(i).padStart(5, "0")}`;

function csvFile(n: number): string {
  const lines = [
    "Creditor Name;Creditor IBAN;Creditor BIC;Amount;Currency;End To End Id;Remittance Information",
  ];
  for (let i = 0; i < n; i++) {
    lines.push(
      `"Supplier ${i}; Ltd";${iban(i)};COBADEFFXXX;${(i % 5000) + 1}.${String(i % 100).padStart(2, "0")};EUR;E2E-${i};"Invoice ${i} ""Q4"""`,
    );
  }
  return lines.join("\r\n") + "\r\n";
}

function painFile(n: number): string {
  const tx = (i: number) =>
    `<CdtTrfTxInf><PmtId><EndToEndId>E2E-${i}</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">${(i % 5000) + 1}.50</InstdAmt></Amt><CdtrAgt><FinInstnId><BIC>COBADEFFXXX</BIC></FinInstnId></CdtrAgt><Cdtr><Nm>Supplier ${i} &amp; Co</Nm></Cdtr><CdtrAcct><Id><IBAN>${iban(i)}</IBAN></Id></CdtrAcct><RmtInf><Ustrd>Invoice ${i}</Ustrd></RmtInf></CdtTrfTxInf>\n`;
  const blocks: string[] = [];
  for (let start = 0; start < n; start += 500) {
    const txs = Array.from({ length: Math.min(500, n - start) }, (_, k) => tx(start + k)).join("");
    blocks.push(
      `<PmtInf><PmtInfId>B${start}</PmtInfId><PmtMtd>TRF</PmtMtd><PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf><ReqdExctnDt>2026-12-01</ReqdExctnDt><Dbtr><Nm>Acme GmbH</Nm></Dbtr><DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct><DbtrAgt><FinInstnId><BIC>COBADEFFXXX</BIC></FinInstnId></DbtrAgt>\n${txs}</PmtInf>\n`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn><GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2026-11-26T09:00:00</CreDtTm><NbOfTxs>${n}</NbOfTxs></GrpHdr>\n${blocks.join("")}</CstmrCdtTrfInitn></Document>\n`;
}

const gc = (globalThis as { gc?: () => void }).gc;
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function measure(name: string, bytes: Uint8Array, parse: (text: string) => TBulkParseResult) {
  const once = () => {
    const read = readUpload(bytes);
    if (!read.ok) throw new Error(`${name}: ${read.message}`);
    return parse(read.text);
  };
  // Memory first, from a collected heap, over a cold run: the growth one upload causes.
  gc?.();
  const before = process.memoryUsage();
  let held: TBulkParseResult | undefined = once();
  const during = process.memoryUsage();
  gc?.();
  const holding = process.memoryUsage();
  const check = held; // the result must be what was generated
  if (check.fileErrors.length || check.rowErrors.length || check.rows.length !== rows) {
    const problems = JSON.stringify([check.fileErrors, check.rowErrors.slice(0, 3)]);
    throw new Error(`${name}: ${check.rows.length} rows, ${problems}`);
  }
  held = undefined;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    once();
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    name,
    size: mb(bytes.length),
    median: times[Math.floor(times.length / 2)]!,
    max: times[times.length - 1]!,
    cpu: cpu[Math.floor(cpu.length / 2)]!,
    rss: during.rss - before.rss,
    heapPeak: during.heapUsed - before.heapUsed,
    heapHeld: holding.heapUsed - before.heapUsed,
  };
}

const encoder = new TextEncoder();
const csvBytes = encoder.encode(csvFile(rows));
const painBytes = encoder.encode(painFile(rows));
if (!gc) console.log("  (run with --expose-gc for memory measured from a collected heap)");
const results = [
  measure("CSV (;)", csvBytes, parseBulkCsv),
  measure("pain.001.001.03", painBytes, parsePain001),
];

console.log(`
read + parse of ${rows.toLocaleString("en-US")} payments, ${runs} runs each (load average ${os.loadavg()[0]!.toFixed(2)}, ${os.cpus().length} cores)
  ${"file".padEnd(16)} ${"size".padStart(8)} ${"median".padStart(9)} ${"max".padStart(9)} ${"CPU".padStart(9)} ${"RSS growth".padStart(11)} ${"heap growth".padStart(12)} ${"heap held".padStart(10)}`);
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(16)} ${r.size.padStart(8)} ${`${r.median.toFixed(0)} ms`.padStart(9)} ${`${r.max.toFixed(0)} ms`.padStart(9)} ${`${r.cpu.toFixed(0)} ms`.padStart(9)} ${mb(r.rss).padStart(11)} ${mb(r.heapPeak).padStart(12)} ${mb(r.heapHeld).padStart(10)}`,
  );
}
const ok = results.every(
  (r) => r.median <= target && r.rss < MEMORY_TARGET_MB * MB && r.heapHeld < MEMORY_TARGET_MB * MB,
);
console.log(
  `  targets: median ≤ ${target} ms, growth < ${MEMORY_TARGET_MB} MB\n  result: ${ok ? "PASS" : "FAIL"}`,
);
process.exitCode = ok ? 0 : 1;
