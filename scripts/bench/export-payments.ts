// Benchmark: CSV export of 100,000 payments through GET /api/payments/export (issue target: ≤ 60 s, and the
// app server's memory (RSS) growing by < 100 MB while it streams), plus a check that a client that goes
// away stops the export's reads from the platform.
//
//   npx tsx scripts/bench/export-payments.ts [--payments 100000] [--noise 5000] [--runs 2] [--target-s 60]
//       [--target-mb 100] [--pg-port 54353] [--port 3303] [--sandbox-port 4153] [--rebuild]
//
// Starts its own embedded PostgreSQL (.data/bench-export/), a sandbox of its own (traffic off) holding the
// payments (POST /control/payments/bulk, no webhooks; plus `--noise` others the filter must leave out), and
// the production build in .next-bench with `next start`; signs in as a seeded user over HTTP, warms the
// route up on 1,000 payments, then exports the tagged payments `--runs` times while sampling the RSS of
// every process in the app's process group every 100 ms. Each file is checked: one record per payment,
// each id once, all of them the bulk's. Last, it starts one more export, drops it after 5,000 rows, and
// measures the CPU the app and the sandbox use afterwards: a pull-based export stops reading when the
// client goes away, so both should fall idle. Exits 0 when every run meets both targets and that holds.
import { spawn } from "node:child_process";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { sandboxSettings } from "../../sandbox/defaults";
import {
  appEnv,
  assertPortFree,
  ensureBuild,
  flag,
  generateSigningKey,
  numberArg,
  onCleanup,
  root,
  runBenchmark,
  sampleLoad,
  sleep,
  startApp,
  startBenchDatabase,
  summariseProblems,
} from "./webhook-stack";

const payments = numberArg("payments", 100_000);
const noise = numberArg("noise", 5_000);
const runs = numberArg("runs", 2);
const targetS = numberArg("target-s", 60);
const targetMb = numberArg("target-mb", 100);
const pgPort = numberArg("pg-port", 54353);
const port = numberArg("port", 3303);
const sandboxPort = numberArg("sandbox-port", 4153);
const MB = 1024 * 1024;

// ------------------------------------------------------------------------------------------- processes

/** CPU ticks (user + system, 1/100 s) of a process and of the processes in a process group, from /proc. */
function procStats(): { pid: number; pgrp: number; ticks: number; rssKb: number }[] {
  const out = [];
  for (const e of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${e}/status`, "utf8"));
      out.push({
        pid: Number(e),
        pgrp: Number(f[2]),
        ticks: Number(f[11]) + Number(f[12]),
        rssKb: Number(rss?.[1] ?? 0),
      });
    } catch {
      /* gone */
    }
  }
  return out;
}
const groupRss = (pgrp: number) =>
  procStats()
    .filter((p) => p.pgrp === pgrp)
    .reduce((s, p) => s + p.rssKb * 1024, 0);
const ticksOf = (pred: (p: { pid: number; pgrp: number }) => boolean) =>
  procStats()
    .filter(pred)
    .reduce((s, p) => s + p.ticks, 0);

/** RSS of the app's process group every 100 ms until stopped. */
function rssSampler(pgrp: number) {
  const samples: number[] = [groupRss(pgrp)];
  const timer = setInterval(() => samples.push(groupRss(pgrp)), 100);
  return {
    stop() {
      clearInterval(timer);
      samples.push(groupRss(pgrp));
      return { first: samples[0]!, peak: Math.max(...samples), last: samples.at(-1)!, count: samples.length };
    },
  };
}

async function startSandbox(dataDir: string) {
  const origin = `http://127.0.0.1:${sandboxPort}`;
  const log = createWriteStream(path.join(dataDir, "sandbox.log"));
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "sandbox", "main.ts")], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_TRAFFIC: "false",
      SANDBOX_DATA_DIR: path.join(dataDir, "sandbox"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  onCleanup(async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.race([exited, sleep(5000)]);
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${origin}/control/clock`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, pid: child.pid! };
    await sleep(100);
  }
  throw new Error(`the sandbox did not start on port ${sandboxPort}; see ${dataDir}/sandbox.log`);
}

async function bulk(origin: string, count: number, template: object) {
  const res = await fetch(`${origin}/control/payments/bulk`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ count, template, webhooks: false }),
  });
  if (res.status !== 201) throw new Error(`bulk create: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as { firstId: number; lastId: number; tookMs: number };
}

/** next-auth's credentials sign-in over plain HTTP: the session cookie, as a browser would hold it. */
async function signIn(origin: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  keep(res);
  if (![...jar.keys()].some((k) => k.includes("session-token")))
    throw new Error(`sign-in failed: HTTP ${res.status}`);
  return cookie();
}

// ------------------------------------------------------------------------------------------- export

type TExportRun = { rows: number; ids: Set<number>; bytes: number; firstByteMs: number; totalMs: number };

/** Reads the export as a client would, counting records and collecting ids; stops after `stopAfter` rows. */
async function runExport(
  url: string,
  cookie: string,
  stopAfter = Infinity,
  onRows: (rows: number) => void = () => {},
): Promise<TExportRun> {
  const started = performance.now();
  const ac = new AbortController();
  const res = await fetch(url, { headers: { cookie }, signal: ac.signal });
  if (res.status !== 200) throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
  const firstByteMs = performance.now() - started;
  const ids = new Set<number>();
  let rows = -1; // the header is not a row
  let bytes = 0;
  let partial = "";
  const decoder = new TextDecoder();
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    // No cell of these payments holds a line break, so a record is a line; the id is the first cell.
    const lines = (partial + decoder.decode(value, { stream: true })).split("\r\n");
    partial = lines.pop()!;
    for (const line of lines) {
      rows++;
      if (rows > 0) ids.add(Number(line.slice(0, line.indexOf(","))));
    }
    onRows(rows);
    if (rows >= stopAfter) {
      ac.abort();
      break;
    }
  }
  if (partial) throw new Error("the file ends inside a record");
  return { rows, ids, bytes, firstByteMs, totalMs: performance.now() - started };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

runBenchmark(async () => {
  for (const p of [pgPort, port, sandboxPort]) await assertPortFree(p);
  const dataDir = path.join(root, ".data", "bench-export");
  await fs.mkdir(dataDir, { recursive: true });
  console.log(
    `setting up (data in ${path.relative(root, dataDir)}/, PostgreSQL :${pgPort}, app :${port}, sandbox :${sandboxPort})`,
  );
  const db = await startBenchDatabase({ dataDir: path.join(dataDir, "pg"), port: pgPort, seedUsers: true });
  const sandbox = await startSandbox(dataDir);
  const tag = `bench-export-${Date.now()}`;
  const made = await bulk(sandbox.origin, payments, { metadata: [tag] });
  await bulk(sandbox.origin, noise, {});
  await bulk(sandbox.origin, 1_000, { metadata: [`${tag}-warm`] });
  console.log(
    `  sandbox up: ${payments.toLocaleString()} tagged payments in ${made.tookMs} ms, ${noise.toLocaleString()} others, 1,000 for warm-up`,
  );
  const env = {
    ...appEnv({ port, databaseUrl: db.url, publicKeyPem: generateSigningKey().publicKeyPem }),
    ...sandboxSettings(sandbox.origin),
    LOG_LEVEL: "info", // the export's end ("payments export ended": outcome, rows, pages) is logged at info
  };
  await ensureBuild(env, flag("rebuild"));
  const app = await startApp({ port, env, logDir: dataDir });
  console.log(`  app up at ${app.origin} (log: ${path.relative(root, app.logFile)})`);
  const cookie = await signIn(app.origin, "manager@example.com", "countersign-dev");
  const exportUrl = (t: string) => `${app.origin}/api/payments/export?metadata=${encodeURIComponent(t)}`;
  const warm = await runExport(exportUrl(`${tag}-warm`), cookie);
  if (warm.rows !== 1_000) throw new Error(`warm-up exported ${warm.rows} rows, not 1,000`);
  await sleep(1000);

  let ok = true;
  for (let run = 1; run <= runs; run++) {
    const load = sampleLoad();
    const rss = rssSampler(app.pid);
    await sleep(500);
    // RSS at each tenth of the rows: flat after the first tenths means memory does not grow with the rows.
    const curve: string[] = [];
    const result = await runExport(exportUrl(tag), cookie, Infinity, (rows) => {
      if (rows >= ((curve.length + 1) * payments) / 10) curve.push(mb(groupRss(app.pid)));
    });
    await sleep(1000);
    const mem = rss.stop();
    const outside = [...result.ids].filter((id) => id < made.firstId || id > made.lastId).length;
    const complete = result.rows === payments && result.ids.size === payments && outside === 0;
    const growth = mem.peak - mem.first;
    const met = complete && result.totalMs / 1000 <= targetS && growth < targetMb * MB;
    ok &&= met;
    console.log(`\nrun ${run} of ${runs}: ${met ? "PASS" : "FAIL"}`);
    console.log(
      `  ${result.rows.toLocaleString()} rows, ${result.ids.size.toLocaleString()} distinct ids, ${outside} not from the bulk, ${mb(result.bytes)} of CSV`,
    );
    console.log(
      `  ${(result.totalMs / 1000).toFixed(1)} s (first byte after ${result.firstByteMs.toFixed(0)} ms), ${Math.round(result.rows / (result.totalMs / 1000)).toLocaleString()} rows/s — target ≤ ${targetS} s`,
    );
    console.log(
      `  app RSS: ${mb(mem.first)} before, peak ${mb(mem.peak)}, ${mb(mem.last)} after — growth ${mb(growth)} (target < ${targetMb} MB; ${mem.count} samples)`,
    );
    console.log(`  app RSS at each tenth of the rows: ${curve.join(", ")}`);
    console.log(`  ${load.stop()}`);
  }

  // A client that goes away: the reads from the platform must stop with it.
  const appTicks = () => ticksOf((p) => p.pgrp === app.pid);
  const sandboxTicks = () => ticksOf((p) => p.pid === sandbox.pid);
  const cut = await runExport(exportUrl(tag), cookie, 5_000);
  await sleep(300);
  const [a0, s0] = [appTicks(), sandboxTicks()];
  await sleep(3000);
  const [a1, s1] = [appTicks(), sandboxTicks()];
  const ended = readFileSync(app.logFile, "utf8")
    .split("\n")
    .filter((l) => l.includes("payments export ended"))
    .map((l) => JSON.parse(l) as { outcome: string; rows: number; pages: number });
  const last = ended.at(-1);
  const idle = (s1 - s0) / 100 / 3 < 0.05 && (a1 - a0) / 100 / 3 < 0.1;
  const stopped = last?.outcome === "cancelled" && last.rows < cut.rows + 1_000;
  ok &&= idle && stopped;
  console.log(`\ncancel: ${idle && stopped ? "PASS" : "FAIL"}`);
  console.log(
    `  the client read ${cut.rows.toLocaleString()} rows and went away; the app logged ${JSON.stringify(last)}`,
  );
  console.log(
    `  CPU in the 3 s after: sandbox ${((s1 - s0) / 300).toFixed(3)} cores, app ${((a1 - a0) / 300).toFixed(3)} cores (an export in flight keeps both busy)`,
  );
  if (app.problems.length)
    console.log(`  the app logged:\n    ${summariseProblems(app.problems).join("\n    ")}`);
  return ok;
});
