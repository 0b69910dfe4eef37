// Benchmark: nothing is lost or stored twice when the database restarts under load (issue: a 20,000-delivery
// burst with the database restarted in the middle, the sender retrying every non-2xx).
//
//   npx tsx scripts/bench/webhook-db-restart.ts [--deliveries 20000] [--concurrency 16] [--down-ms 3000]
//                                              [--deadline-s 300] [--pg-port 54352] [--port 3302] [--rebuild]
//
// Starts its own embedded PostgreSQL (.data/bench-db-restart/), a fresh migrated database, and the
// production build in .next-bench with `next start`. 16 senders POST signed deliveries; each retries its
// delivery on any non-2xx answer or connection error, backing off 50 ms doubling to 1 s, until a 2xx, as the
// platform does. Once a third has been acknowledged the script stops PostgreSQL (fast shutdown), waits
// --down-ms, and starts it again on the same data directory and port; the app is left alone and must
// recover by itself. At the end SQL must show exactly one verified row per body sent: none lost, none twice.
import { Pool } from "undici";
import {
  checkStored,
  makeDeliveries,
  ms,
  numberArg,
  percentiles,
  prepare,
  refreshIfOld,
  runBenchmark,
  sampleLoad,
  sleep,
  summariseProblems,
  type Delivery,
} from "./webhook-stack";

const deliveries = numberArg("deliveries", 20_000);
const concurrency = numberArg("concurrency", 16);
const downMs = numberArg("down-ms", 3000);
const deadlineS = numberArg("deadline-s", 300);
const pgPort = numberArg("pg-port", 54352);
const port = numberArg("port", 3302);

runBenchmark(async () => {
  const { db, key, app, dataDir } = await prepare("db-restart", { pgPort, appPort: port });
  console.log(`  signing ${deliveries} deliveries …`);
  const list = makeDeliveries("run", deliveries, key.privateKey);

  const pool = new Pool(app.origin, {
    connections: concurrency,
    pipelining: 1,
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
  });
  const t0 = performance.now();
  const t = () => performance.now() - t0;
  const failures = new Map<string, number>(); // "HTTP 503 not_stored" / "ECONNRESET" → count
  const count = (key: string) => failures.set(key, (failures.get(key) ?? 0) + 1);
  let acked = 0;
  let retried = 0;
  let duplicatesAnswered = 0;
  let firstFailureAt: number | null = null;
  let lastFailureAt: number | null = null;
  const retriesPerDelivery: number[] = [];
  const restart: { stopAt?: number; stoppedAt?: number; startedAt?: number; firstAckAfter?: number } = {};
  let restartPromise: Promise<void> | null = null;
  let deadlineHit = false;
  const deadline = t0 + deadlineS * 1000;

  const doRestart = async () => {
    restart.stopAt = t();
    console.log(`  ${(restart.stopAt / 1000).toFixed(1)} s: ${acked} acknowledged — stopping PostgreSQL`);
    await db.stopServer();
    restart.stoppedAt = t();
    await sleep(downMs);
    await db.startServer();
    restart.startedAt = t();
    console.log(
      `  ${(restart.startedAt / 1000).toFixed(1)} s: PostgreSQL started again (down ${((restart.startedAt - restart.stoppedAt) / 1000).toFixed(1)} s)`,
    );
  };

  const deliver = async (d: Delivery) => {
    let backoff = 50;
    for (let attempt = 0; ; attempt++) {
      if (performance.now() > deadline) {
        deadlineHit = true;
        return;
      }
      refreshIfOld(d, key.privateKey);
      let failure: string;
      try {
        const res = await pool.request({
          method: "POST",
          path: "/api/webhooks",
          headers: d.headers,
          body: d.body,
        });
        const text = await res.body.text();
        if (res.statusCode >= 200 && res.statusCode < 300) {
          acked++;
          if ((JSON.parse(text) as { duplicate?: boolean }).duplicate) duplicatesAnswered++;
          if (restart.startedAt !== undefined && restart.firstAckAfter === undefined)
            restart.firstAckAfter = t();
          retriesPerDelivery.push(attempt);
          if (!restartPromise && acked >= deliveries / 3) restartPromise = doRestart();
          return;
        }
        let code = "";
        try {
          code = ` ${(JSON.parse(text) as { error?: string }).error ?? ""}`;
        } catch {
          code = ` ${text.slice(0, 60)}`;
        }
        failure = `HTTP ${res.statusCode}${code}`;
      } catch (err) {
        const e = err as { code?: string; message?: string };
        failure = `connection error ${e.code ?? ""} ${e.message ?? String(err)}`.trim();
      }
      count(failure);
      retried++;
      firstFailureAt ??= t();
      lastFailureAt = t();
      await sleep(backoff);
      backoff = Math.min(backoff * 2, 1000);
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < list.length && !deadlineHit) await deliver(list[next++]!);
  };
  const problemsBefore = app.problems.length;
  console.log(`  sending ${deliveries} deliveries from ${concurrency} senders`);
  const load = sampleLoad();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = t() / 1000;
  await restartPromise;
  const loadLine = load.stop();
  await pool.close();

  const health = await fetch(`${app.origin}/api/health`)
    .then((r) => `${r.status}`)
    .catch((e: Error) => e.message);
  const stored = await checkStored(db, list);
  const ok =
    !deadlineHit &&
    acked === deliveries &&
    stored.verified === deliveries &&
    stored.distinctBodies === deliveries &&
    stored.missing === 0 &&
    stored.unexpected === 0 &&
    stored.rejected === 0 &&
    restart.startedAt !== undefined;
  const r = percentiles(retriesPerDelivery);
  const sec = (v: number | null | undefined) => (v == null ? "—" : `${(v / 1000).toFixed(2)} s`);

  console.log(
    `\nwebhook intake across a database restart: ${deliveries} deliveries, ${concurrency} retrying senders`,
  );
  console.log(
    `  acknowledged ${acked} of ${deliveries} in ${seconds.toFixed(1)} s${deadlineHit ? ` — DEADLINE of ${deadlineS} s HIT` : ""}`,
  );
  console.log(
    `  restart      stop at ${sec(restart.stopAt)}, down ${sec(restart.stoppedAt)}–${sec(restart.startedAt)}, ` +
      `first 2xx after restart at ${sec(restart.firstAckAfter)} (${restart.firstAckAfter !== undefined && restart.startedAt !== undefined ? ms(restart.firstAckAfter - restart.startedAt) + " ms after it was back" : "never"})`,
  );
  console.log(
    `  retried      ${retried} attempts (first failure ${sec(firstFailureAt)}, last ${sec(lastFailureAt)}); ` +
      `retries per delivery p99 ${r.p99}, max ${r.max}; ${duplicatesAnswered} retries answered "duplicate"`,
  );
  for (const [what, n] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`    ${n} × ${what}`);
  console.log(
    `  stored       ${stored.verified} verified rows, ${stored.distinctBodies} distinct bodies (count(*) = count(DISTINCT body_sha256): ${stored.verified === stored.distinctBodies}), ` +
      `${stored.missing} missing, ${stored.unexpected} unexpected, ${stored.rejected} rejected, ${stored.duplicatesCounted} duplicate arrivals counted`,
  );
  console.log(`  app health   /api/health → ${health} after the run`);
  console.log(`  machine      ${loadLine}`);
  const problems = app.problems.slice(problemsBefore);
  if (problems.length) {
    console.log(`  app logged ${problems.length} warnings/errors (distinct, most frequent first):`);
    for (const line of summariseProblems(problems)) console.log(`    ${line}`);
  }
  console.log(`  result       ${ok ? "PASS" : "FAIL"} (data and log in ${dataDir})`);
  return ok;
});
