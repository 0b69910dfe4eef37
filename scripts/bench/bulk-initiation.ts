// Benchmark: a bulk of 10,000 payments, validated and submitted (issue 16 targets: validated in ≤ 2 s;
// submitted in ≤ 30 s with 20 ms of platform latency; memory growth < 100 MB).
//
//   npx tsx --conditions=react-server --expose-gc scripts/bench/bulk-initiation.ts [--rows 10000]
//       [--latency 20] [--concurrency 16] [--pg-port 54358] [--sandbox-port 4118]
//
// The services run in this process, as the app runs them, against an embedded PostgreSQL
// (.data/bench-initiation/, a fresh migrated database) and the sandbox as its own process (quiet, its
// latency fault at --latency ms for every platform request). Generates a CSV of --rows valid payments
// (distinct end-to-end ids, creditors from a pool of 200 valid IBANs), then:
//  1. validation: checkBulk (bytes → text → rows → every payment's check), median of 3, and the memory
//     growth of one run from a collected heap;
//  2. the batch draft: createBatchDraft (validation again, the policy, the creditor look-ups, the insert);
//  3. submission: a second person's approval (decideDraft), which submits the batch in the background at
//     SUBMIT_CONCURRENCY (--concurrency) — timed from the approval to the draft marked submitted, with the
//     RSS growth.
// Then checks that every payment was created once (a platform id each, all distinct). Exits 0 when every
// target is met.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { composeIBAN } from "ibantools";
import { sandboxSettings } from "../../sandbox/defaults";
import { startSandboxProcess } from "../sandbox-process";
import {
  appEnv,
  assertPortFree,
  generateSigningKey,
  numberArg,
  onCleanup,
  root,
  runBenchmark,
  sampleLoad,
  startBenchDatabase,
} from "./webhook-stack";

const rows = numberArg("rows", 10_000);
const latencyMs = numberArg("latency", 20);
const concurrency = numberArg("concurrency", 16);
const pgPort = numberArg("pg-port", 54358);
const sandboxPort = numberArg("sandbox-port", 4118);
const TARGETS = { validateMs: 2_000, submitMs: 30_000, memoryMb: 100 };

const creditors = Array.from({ length: 200 }, (_, i) =>
  composeIBAN({ countryCode: "DE", bban: `37040044${String(1_000_000_000 + i).slice(0, 10)}` })!,
);

function csvFile(n: number, tag: string): Uint8Array {
  const lines = ["scheme;debtorIban;creditorName;creditorIban;amount;endToEndId;remittanceInformation"];
  for (let i = 0; i < n; i++) {
    const amount = `${(i % 900) + 1}.${String(i % 100).padStart(2, "0")}`;
    lines.push(
      `SEPA;LT121000011101001000;Supplier ${i % 200};${creditors[i % 200]};${amount};${tag}-${i};Invoice ${i}`,
    );
  }
  return new TextEncoder().encode(lines.join("\r\n"));
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

runBenchmark(async () => {
  for (const p of [pgPort, sandboxPort]) await assertPortFree(p);
  const dataDir = path.join(root, ".data", "bench-initiation");
  const sandbox = await startSandboxProcess({
    port: sandboxPort,
    quiet: true,
    env: { SANDBOX_TRAFFIC: "false", SANDBOX_DATA_DIR: path.join(dataDir, "sandbox") },
  });
  onCleanup(() => sandbox.stop());
  const control = async (method: string, route: string, body?: unknown) => {
    const res = await fetch(`${sandbox.origin}/control${route}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox control ${method} ${route}: HTTP ${res.status}`);
  };
  await control("POST", "/reset", {});
  const db = await startBenchDatabase({ dataDir: path.join(dataDir, "pg"), port: pgPort, seedUsers: false });
  Object.assign(process.env, {
    ...appEnv({ port: 3399, databaseUrl: db.url, publicKeyPem: generateSigningKey().publicKeyPem }),
    ...sandboxSettings(sandbox.origin),
    SUBMIT_CONCURRENCY: String(concurrency),
  });
  // Imported once the settings are in place: lib/env reads them when first asked.
  const { checkBulk } = await import("../../lib/services/initiation/check-bulk");
  const { createBatchDraft } = await import("../../lib/services/initiation/create-batch-draft");
  const { decideDraft } = await import("../../lib/services/initiation/decide-draft");
  const { sepaToday } = await import("../../lib/domain/initiation/sepa-today");
  const today = sepaToday();
  const file = csvFile(rows, `B${Date.now().toString(36)}`);
  console.log(`${rows.toLocaleString("en-US")} payments, ${mb(file.length).toFixed(1)} MB of CSV`);

  // 1. Validation.
  gc();
  const rss0 = process.memoryUsage().rss;
  let check = checkBulk(file, "bench.csv", today);
  const validateGrowth = mb(process.memoryUsage().rss - rss0);
  if (check.valid.length !== rows)
    throw new Error(`only ${check.valid.length} rows valid: ${JSON.stringify(check.rowErrors.slice(0, 3))}`);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    check = checkBulk(file, "bench.csv", today);
    times.push(performance.now() - t);
  }
  const validateMs = times.sort((a, b) => a - b)[1]!;

  // 2. The batch draft.
  const maker = {
    user: { id: randomUUID(), email: "maker@bench" },
    roles: ["finance_ops" as const],
    requestId: null,
    ip: null,
  };
  const tDraft = performance.now();
  const made = await createBatchDraft(file, "bench.csv", maker, today);
  const draftMs = performance.now() - tDraft;
  if (!made.draftId) throw new Error(`no draft: ${made.refusal ?? JSON.stringify(made.check.fileErrors)}`);

  // 3. Submission, with the platform's latency.
  await control("PATCH", "/faults", { latencyMs });
  onCleanup(async () => void (await control("PATCH", "/faults", { latencyMs: 0 }).catch(() => {})));
  gc();
  const rss1 = process.memoryUsage().rss;
  const heap1 = process.memoryUsage().heapUsed;
  const load = sampleLoad();
  const checker = {
    user: { id: randomUUID(), email: "checker@bench" },
    roles: ["finance_ops" as const],
    requestId: null,
    ip: null,
  };
  const tSubmit = performance.now();
  // The bench's rows may repeat each other: the checker has seen the duplicate warning and approves anyway.
  await decideDraft({ draftId: made.draftId, decision: "approve", acknowledgeDuplicates: true }, checker);
  // A batch is submitted in the background after the approval's commit: wait until the draft says so.
  for (;;) {
    const [row] = await db.query<{ state: string }>("SELECT state FROM payment_drafts WHERE id = $1", [
      made.draftId,
    ]);
    if (row?.state !== "submitting") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const submitMs = performance.now() - tSubmit;
  const submitGrowth = mb(process.memoryUsage().rss - rss1);
  gc();
  const heapHeld = mb(process.memoryUsage().heapUsed - heap1);
  const loadAvg = load.stop();

  const [counts] = await db.query<{ created: string; ids: string; state: string }>(
    `SELECT count(*) FILTER (WHERE p.state = 'created') AS created, count(DISTINCT p.platform_id) AS ids, d.state
       FROM draft_payments p JOIN payment_drafts d ON d.id = p.draft_id WHERE p.draft_id = $1 GROUP BY d.state`,
    [made.draftId],
  );
  const once =
    Number(counts!.created) === rows && Number(counts!.ids) === rows && counts!.state === "submitted";
  const ok =
    once &&
    validateMs <= TARGETS.validateMs &&
    submitMs <= TARGETS.submitMs &&
    Math.max(validateGrowth, submitGrowth) < TARGETS.memoryMb;
  console.log(`
validated    ${validateMs.toFixed(0)} ms (median of 3; target ≤ ${TARGETS.validateMs})   RSS growth ${validateGrowth.toFixed(1)} MB
batch draft  ${draftMs.toFixed(0)} ms (validation, policy, creditor look-ups, insert of ${rows} rows)
submitted    ${(submitMs / 1000).toFixed(1)} s at ${latencyMs} ms latency, ${concurrency} at a time (target ≤ ${TARGETS.submitMs / 1000} s)   RSS growth ${submitGrowth.toFixed(1)} MB (target < ${TARGETS.memoryMb}), heap held after it ${heapHeld.toFixed(1)} MB
created      ${counts!.created} payments, ${counts!.ids} distinct platform ids, draft ${counts!.state}${once ? "" : "  ← NOT exactly once"}
load         ${loadAvg}
${ok ? "PASS" : "FAIL"}`);
  return ok;
});
