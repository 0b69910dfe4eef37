// Benchmark: webhook intake throughput — verified and stored deliveries per second with 16 concurrent
// senders (issue target: ≥ 1,000/s on the project's 2-core machine), and their latency.
//
//   npx tsx scripts/bench/webhook-intake.ts [--deliveries 20000] [--concurrency 16] [--warmup 2000]
//                                          [--target 1000] [--pg-port 54350] [--port 3300] [--rebuild]
//
// Starts its own embedded PostgreSQL (.data/bench-intake/), a fresh migrated database, and the production
// build in .next-bench (built first if missing) with `next start`; signs every delivery with a key pair it
// generates (the app gets the public key as WEBHOOK_PUBLIC_KEYS), warms up, then POSTs the deliveries to
// /api/webhooks over keep-alive connections. Afterwards it checks in SQL that every body was stored exactly
// once, verified, and nothing was rejected. Exits 0 when all of that holds and the target rate is met.
import { Pool } from "undici";
import { cpuMeter } from "./cpu-meter";
import {
  checkStored,
  flag,
  makeDeliveries,
  ms,
  numberArg,
  percentiles,
  prepare,
  refreshIfOld,
  runBenchmark,
  sampleLoad,
  summariseProblems,
  type Delivery,
} from "./webhook-stack";

const deliveries = numberArg("deliveries", 20_000);
const concurrency = numberArg("concurrency", 16);
const warmup = numberArg("warmup", 2000);
const target = numberArg("target", 1000);
const pgPort = numberArg("pg-port", 54350);
const port = numberArg("port", 3300);

runBenchmark(async () => {
  // --listener sends to the lean intake listener (WEBHOOK_LISTEN_PORT) instead of the Next.js route.
  const listenPort = flag("listener") ? port + 1000 : undefined;
  const { db, key, app, dataDir } = await prepare("intake", { pgPort, appPort: port, listenPort });
  const targetOrigin = listenPort ? `http://127.0.0.1:${listenPort}` : app.origin;
  console.log(
    `  sending to ${targetOrigin}/api/webhooks${listenPort ? " (intake listener)" : " (Next.js route)"}`,
  );
  console.log(`  signing ${warmup + deliveries} deliveries …`);
  const warm = makeDeliveries("warmup", warmup, key.privateKey);
  const measured = makeDeliveries("run", deliveries, key.privateKey);

  const pool = new Pool(targetOrigin, {
    connections: concurrency,
    pipelining: 1,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const statuses = new Map<number, number>();
  let duplicatesAnswered = 0;
  const post = async (d: Delivery) => {
    refreshIfOld(d, key.privateKey);
    const started = performance.now();
    const res = await pool.request({
      method: "POST",
      path: "/api/webhooks",
      headers: d.headers,
      body: d.body,
    });
    const text = await res.body.text();
    const latency = performance.now() - started;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode < 200 || res.statusCode >= 300) {
      throw new Error(`delivery ${d.index}: HTTP ${res.statusCode} ${text.slice(0, 200)}`);
    }
    if ((JSON.parse(text) as { duplicate?: boolean }).duplicate) duplicatesAnswered++;
    return latency;
  };
  const run = async (list: Delivery[]) => {
    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < list.length) latencies.push(await post(list[next++]!));
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { seconds: (performance.now() - started) / 1000, latencies };
  };

  try {
    console.log(`  warm-up: ${warmup} deliveries`);
    await run(warm);
    statuses.clear();
    duplicatesAnswered = 0;
    const problemsBefore = app.problems.length;
    console.log(`  measuring: ${deliveries} deliveries over ${concurrency} connections`);
    const load = sampleLoad();
    const cpu = cpuMeter(app.pid, db.dataDir);
    const { seconds, latencies } = await run(measured);
    const cpuLine = cpu.stop();
    const loadLine = load.stop();
    const rate = deliveries / seconds;
    const p = percentiles(latencies);
    const stored = await checkStored(db, [...warm, ...measured]);
    const expectedRows = warmup + deliveries;
    const all200 = [...statuses].every(([code]) => code === 200);
    const storedOk =
      stored.verified === expectedRows &&
      stored.distinctBodies === expectedRows &&
      stored.rejected === 0 &&
      stored.missing === 0 &&
      stored.unexpected === 0;
    const ok = storedOk && rate >= target && duplicatesAnswered === 0;

    console.log(
      `\nwebhook intake: ${deliveries} signed deliveries, ${concurrency} concurrent keep-alive senders`,
    );
    console.log(
      `  throughput   ${rate.toFixed(0)} deliveries/s (${seconds.toFixed(2)} s; target ≥ ${target})`,
    );
    console.log(`  latency ms   p50 ${ms(p.p50)}  p90 ${ms(p.p90)}  p99 ${ms(p.p99)}  max ${ms(p.max)}`);
    console.log(
      `  answers      ${[...statuses].map(([c, n]) => `${n} × ${c}`).join(", ")}${all200 ? " (every 2xx a 200)" : ""}; ${duplicatesAnswered} said duplicate`,
    );
    console.log(
      `  stored       ${stored.verified} verified rows for ${expectedRows} sent (incl. ${warmup} warm-up), ` +
        `${stored.distinctBodies} distinct bodies, ${stored.rejected} rejected, ${stored.missing} missing, ` +
        `${stored.unexpected} unexpected, ${stored.changeEvents} change events`,
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
  } finally {
    await pool.close();
  }
});
