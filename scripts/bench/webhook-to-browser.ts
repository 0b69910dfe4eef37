// Benchmark: webhook received → visible in a signed-in browser (issue target: p99 ≤ 250 ms).
//
//   npx tsx scripts/bench/webhook-to-browser.ts [--deliveries 500] [--rate 20] [--warmup 20] [--target 250]
//                                              [--page /audit] [--pg-port 54351] [--port 3301] [--rebuild]
//
// Starts its own embedded PostgreSQL (.data/bench-browser/), a fresh migrated and seeded database, and the
// production build in .next-bench with `next start`. Chromium (/usr/bin/chromium, headless) signs in as
// manager@example.com, opens a page of the app, and listens there on an EventSource("/api/stream") of its
// own, recording the wall-clock time (performance.timeOrigin + performance.now()) at which each
// `change` event for a delivery arrives. The script POSTs signed deliveries at a steady rate, noting the
// wall-clock time just before each POST; the latency of a delivery is seen-in-browser minus sent (same
// machine, same clock). Exits 0 when every delivery was seen and the p99 meets the target.
import { chromium, type Browser } from "@playwright/test";
import { Pool } from "undici";
import { cpuMeter } from "./cpu-meter";
import {
  makeDeliveries,
  ms,
  numberArg,
  arg,
  onCleanup,
  percentiles,
  prepare,
  runBenchmark,
  sampleLoad,
  sleep,
  summariseProblems,
  type Delivery,
} from "./webhook-stack";

const deliveries = numberArg("deliveries", 500);
const rate = numberArg("rate", 20);
const warmup = numberArg("warmup", 20);
const target = numberArg("target", 250);
const pagePath = arg("page", "/audit");
const pgPort = numberArg("pg-port", 54351);
const port = numberArg("port", 3301);
const SETTLE_MS = 10_000;

const now = () => performance.timeOrigin + performance.now();

runBenchmark(async () => {
  const { db, key, app, dataDir } = await prepare("browser", { pgPort, appPort: port, seedUsers: true });
  const warm = makeDeliveries("warmup", warmup, key.privateKey);
  const measured = makeDeliveries("run", deliveries, key.privateKey);

  const browser: Browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  onCleanup(() => browser.close());
  const context = await browser.newContext({ baseURL: app.origin });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill("manager@example.com");
  await page.getByLabel("Password").fill("countersign-dev");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 30_000 });
  await page.goto(pagePath);
  if (new URL(page.url()).pathname === "/login") throw new Error("sign-in failed: still on /login");
  // The page's own live connection (components/live) stays; this listener is the benchmark's.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const w = window as unknown as { __seen: Record<string, number>; __events: EventSource };
        w.__seen = {};
        const source = new EventSource("/api/stream");
        w.__events = source;
        source.addEventListener("change", (event) => {
          const at = performance.timeOrigin + performance.now();
          const change = JSON.parse((event as MessageEvent<string>).data) as { topic: string; ref: string };
          if (change.topic === "deliveries" && !(change.ref in w.__seen)) w.__seen[change.ref] = at;
        });
        source.onopen = () => resolve();
        setTimeout(() => reject(new Error("EventSource did not open within 10 s")), 10_000);
      }),
  );
  // The stream is open once the server has sent its first bytes; give it a moment to LISTEN and settle.
  await sleep(500);

  // Both clocks are the machine's wall clock; check that they agree (round trip bounds the error).
  const before = now();
  const browserClock = await page.evaluate(() => performance.timeOrigin + performance.now());
  const after = now();
  const clockSkew = browserClock - (before + after) / 2;

  const pool = new Pool(app.origin, { connections: 8, pipelining: 1, headersTimeout: 30_000 });
  onCleanup(() => pool.close());
  const sentAt = new Map<string, number>(); // delivery id (the change's ref) → send time
  const failures: string[] = [];
  const send = async (d: Delivery, record: boolean) => {
    const at = now();
    const res = await pool.request({
      method: "POST",
      path: "/api/webhooks",
      headers: d.headers,
      body: d.body,
    });
    const text = await res.body.text();
    if (res.statusCode !== 200) {
      failures.push(`delivery ${d.index}: HTTP ${res.statusCode} ${text.slice(0, 200)}`);
      return;
    }
    const { id } = JSON.parse(text) as { id: string };
    if (record) sentAt.set(id, at);
  };
  const paced = async (list: Delivery[], record: boolean) => {
    const interval = 1000 / rate;
    const start = now();
    const inflight: Promise<void>[] = [];
    for (let i = 0; i < list.length; i++) {
      const due = start + i * interval;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      inflight.push(send(list[i]!, record));
    }
    await Promise.all(inflight);
  };

  console.log(`  warm-up: ${warmup} deliveries`);
  await paced(warm, false);
  await sleep(1000);
  const problemsBefore = app.problems.length;
  console.log(`  measuring: ${deliveries} deliveries at ${rate}/s, browser on ${pagePath}`);
  const load = sampleLoad();
  const cpu = cpuMeter(app.pid, db.dataDir);
  await paced(measured, true);
  // Wait until the browser has seen every delivery, or SETTLE_MS more.
  const waitUntil = now() + SETTLE_MS;
  let seen: Record<string, number> = {};
  for (;;) {
    seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
    if ([...sentAt.keys()].every((id) => id in seen) || now() > waitUntil) break;
    await sleep(200);
  }
  const cpuLine = cpu.stop();
  const loadLine = load.stop();

  const latencies: number[] = [];
  for (const [id, at] of sentAt) if (id in seen) latencies.push(seen[id]! - at);
  const p = percentiles(latencies);
  const missing = sentAt.size - latencies.length;
  const ok = failures.length === 0 && sentAt.size === deliveries && missing === 0 && p.p99 <= target;

  console.log(
    `\nwebhook → browser: ${deliveries} deliveries at ${rate}/s, Chromium on ${pagePath} as manager`,
  );
  console.log(
    `  latency ms   p50 ${ms(p.p50)}  p90 ${ms(p.p90)}  p99 ${ms(p.p99)}  max ${ms(p.max)} (target p99 ≤ ${target})`,
  );
  console.log(
    `  seen         ${latencies.length} of ${sentAt.size} acknowledged (${deliveries} sent; ${failures.length} not 200)`,
  );
  for (const f of failures.slice(0, 5)) console.log(`    ${f}`);
  console.log(
    `  clock check  browser − script ${clockSkew.toFixed(1)} ms (±${((after - before) / 2).toFixed(1)})`,
  );
  console.log(`  machine      ${loadLine}`);
  console.log(`               ${cpuLine}`);
  const problems = app.problems.slice(problemsBefore);
  if (problems.length) {
    console.log(`  app logged ${problems.length} warnings/errors:`);
    for (const line of summariseProblems(problems)) console.log(`    ${line}`);
  }
  console.log(`  result       ${ok ? "PASS" : "FAIL"} (data and log in ${dataDir})`);
  return ok;
});
