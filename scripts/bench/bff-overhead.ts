// Benchmark: the BFF's own cost per platform call (issue 5 target: ≤ 3 ms at p50) — a page of payments read
// through Countersign minus the same read straight from the platform.
//
//   npx tsx scripts/bench/bff-overhead.ts [--requests 1000] [--warmup 200] [--payments 10000] [--target 3]
//                                         [--pg-port 54356] [--port 3306] [--sandbox-port 4116] [--rebuild]
//
// Starts the sandbox as its own process (quiet: no traffic) with `--payments` payments made by
// POST /control/payments/bulk, an embedded PostgreSQL (.data/bench-bff/) with a fresh migrated and seeded
// database, and the production build in .next-bench with `next start` pointed at that sandbox. It signs in
// as ops@example.com through next-auth's credentials endpoint (a cookie jar follows the session cookie as
// a browser would, renewals included), then sends, one request at a time over one keep-alive connection
// each, interleaved so that whatever else the machine does weighs on all series alike:
//   direct    GET {sandbox}/gateway/v3/payments?id=X with the gateway client's bearer token
//   bff       GET /api/payments?id=X with the session cookie (session, guard, service, the same call)
//   guard     GET /api/payments/catalog (session, guard; the catalog is cached: no platform call)
//   health    GET /api/health (public: Next's pipeline, a route handler, one database ping)
//   pipeline  GET /api/payments without a cookie: the route's guard answers 401 (Next's pipeline and the
//             route, no session; proxy.ts does not run for /api)
// The BFF's cost is p50(bff) − p50(direct); pipeline, guard and health split it into its parts (p50s of
// different requests do not subtract exactly, so the parts are estimates that add up to the whole). Exits 0 when it
// meets the target.
import { Pool } from "undici";
import { CookieJar, gatewayToken, send, signInWithCredentials } from "./app-session";
import path from "node:path";
import { sandboxSettings } from "../../sandbox/defaults";
import { startSandboxProcess } from "../sandbox-process";
import { cpuMeter } from "./cpu-meter";
import {
  appEnv,
  assertPortFree,
  ensureBuild,
  flag,
  generateSigningKey,
  ms,
  numberArg,
  onCleanup,
  percentiles,
  root,
  runBenchmark,
  sampleLoad,
  startApp,
  startBenchDatabase,
  summariseProblems,
} from "./webhook-stack";

const requests = numberArg("requests", 1000);
const warmup = numberArg("warmup", 200);
const paymentCount = numberArg("payments", 10_000);
const target = numberArg("target", 3);
const pgPort = numberArg("pg-port", 54356);
const port = numberArg("port", 3306);
const sandboxPort = numberArg("sandbox-port", 4116);

type TSeries = "direct" | "bff" | "guard" | "health" | "pipeline";

runBenchmark(async () => {
  for (const p of [pgPort, port, sandboxPort]) await assertPortFree(p);
  const dataDir = path.join(root, ".data", "bench-bff");
  console.log(
    `setting up (data in ${path.relative(root, dataDir)}/, PostgreSQL :${pgPort}, app :${port}, sandbox :${sandboxPort})`,
  );

  const sandbox = await startSandboxProcess({
    port: sandboxPort,
    env: { SANDBOX_TRAFFIC: "false", SANDBOX_DATA_DIR: path.join(dataDir, "sandbox") },
  });
  onCleanup(() => sandbox.stop());
  const control = async (route: string, body: unknown) => {
    const res = await fetch(`${sandbox.origin}/control${route}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox control ${route}: HTTP ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await control("/reset", {});
  const bulk = (await control("/payments/bulk", { count: paymentCount })) as {
    firstId: number;
    tookMs: number;
  };
  const id = bulk.firstId + Math.floor(paymentCount / 2);
  console.log(
    `  sandbox up at ${sandbox.origin}: ${paymentCount} payments (bulk scene, ${bulk.tookMs} ms); reading payment ${id}`,
  );

  const db = await startBenchDatabase({ dataDir: path.join(dataDir, "pg"), port: pgPort, seedUsers: true });
  const key = generateSigningKey();
  const env = {
    ...appEnv({ port, databaseUrl: db.url, publicKeyPem: key.publicKeyPem }),
    ...sandboxSettings(sandbox.origin), // this run's sandbox, not the default port
  };
  await ensureBuild(env, flag("rebuild"));
  const app = await startApp({ port, env, logDir: dataDir });
  console.log(`  app up at ${app.origin} (log: ${path.relative(root, app.logFile)})`);

  const jar = new CookieJar();
  await signInWithCredentials(app.origin, jar, "ops@example.com", "countersign-dev");
  const token = await gatewayToken(sandbox.origin);

  const sandboxPool = new Pool(sandbox.origin, { connections: 1, pipelining: 1 });
  const appPool = new Pool(app.origin, { connections: 1, pipelining: 1 });
  onCleanup(async () => {
    await Promise.all([sandboxPool.close(), appPool.close()]);
  });

  const calls: Record<TSeries, () => Promise<{ status: number; body: string }>> = {
    direct: () => send(sandboxPool, `/gateway/v3/payments?id=${id}`, { authorization: `Bearer ${token}` }),
    bff: () => send(appPool, `/api/payments?id=${id}`, { cookie: jar.header() }, jar),
    guard: () => send(appPool, "/api/payments/catalog", { cookie: jar.header() }, jar),
    health: () => send(appPool, "/api/health", {}),
    pipeline: () => send(appPool, `/api/payments?id=${id}`, {}),
  };

  // Both reads must be the same payment, or the comparison means nothing.
  const viaBff = await calls.bff();
  if (viaBff.status === 404)
    throw new Error(`GET /api/payments is not in the build in .next-bench/: run again with --rebuild`);
  if (viaBff.status !== 200)
    throw new Error(`GET /api/payments: HTTP ${viaBff.status} ${viaBff.body.slice(0, 300)}`);
  const bffRow = (JSON.parse(viaBff.body) as { rows: { id: number }[] }).rows[0];
  const directRow = (JSON.parse((await calls.direct()).body) as { data: { id: number }[] }).data[0];
  if (bffRow?.id !== id || directRow?.id !== id)
    throw new Error(
      `expected payment ${id} from both, got ${bffRow?.id} (BFF) and ${directRow?.id} (direct)`,
    );

  const series = Object.keys(calls) as TSeries[];
  const run = async (count: number) => {
    const times: Record<TSeries, number[]> = { direct: [], bff: [], guard: [], health: [], pipeline: [] };
    for (let n = 0; n < count; n++) {
      for (const name of series) {
        const started = performance.now();
        const res = await calls[name]();
        times[name].push(performance.now() - started);
        if (res.status !== (name === "pipeline" ? 401 : 200))
          throw new Error(`${name}: HTTP ${res.status} ${res.body.slice(0, 300)}`);
      }
    }
    return times;
  };

  console.log(`  warm-up: ${warmup} of each`);
  await run(warmup);
  const problemsBefore = app.problems.length;
  console.log(`  measuring: ${requests} of each, one at a time, interleaved`);
  const load = sampleLoad();
  const cpu = cpuMeter(app.pid, db.dataDir);
  const times = await run(requests);
  const cpuLine = cpu.stop();
  const loadLine = load.stop();

  const p = Object.fromEntries(series.map((s) => [s, percentiles(times[s])])) as Record<
    TSeries,
    ReturnType<typeof percentiles>
  >;
  const overhead = p.bff.p50 - p.direct.p50;
  const ok = overhead <= target;
  const line = (label: string, s: TSeries) =>
    `  ${label.padEnd(46)} p50 ${ms(p[s].p50).padStart(5)}  p90 ${ms(p[s].p90).padStart(5)}  p99 ${ms(p[s].p99).padStart(5)}  max ${ms(p[s].max).padStart(5)}`;

  console.log(`\nBFF overhead per platform call: ${requests} requests per series, sequential, keep-alive`);
  console.log(`  latency ms`);
  console.log(line(`direct   GET /gateway/v3/payments?id=…`, "direct"));
  console.log(line(`bff      GET /api/payments?id=… (signed in)`, "bff"));
  console.log(line(`guard    GET /api/payments/catalog (cached)`, "guard"));
  console.log(line(`health   GET /api/health (public, 1 DB ping)`, "health"));
  console.log(line(`pipeline GET /api/payments, no cookie → 401`, "pipeline"));
  const part = (label: string, value: number) =>
    console.log(`    ${label.padEnd(74)} ${value.toFixed(2)} ms`);
  console.log(
    `  overhead     p50(bff) − p50(direct) = ${overhead.toFixed(2)} ms (target ≤ ${target}), of which about:`,
  );
  part("Next's pipeline and the route, no session (pipeline)", p.pipeline.p50);
  part(
    "session: cookie decode, user (in memory), permission (guard − pipeline)",
    p.guard.p50 - p.pipeline.p50,
  );
  part("the platform call's handling (bff − guard − direct)", p.bff.p50 - p.guard.p50 - p.direct.p50);
  part("for scale: one database ping (health − pipeline)", p.health.p50 - p.pipeline.p50);
  console.log(`  machine      ${loadLine}`);
  console.log(`               ${cpuLine}`);
  const problems = app.problems.slice(problemsBefore);
  if (problems.length) {
    console.log(`  app logged ${problems.length} warnings/errors:`);
    for (const l of summariseProblems(problems)) console.log(`    ${l}`);
  }
  console.log(`  result       ${ok ? "PASS" : "FAIL"} (data and log in ${path.relative(root, dataDir)}/)`);
  return ok;
});
