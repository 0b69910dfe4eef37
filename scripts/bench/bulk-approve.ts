// Benchmark: bulk approve of 100 payments with 20 ms of injected platform latency (issue 5 target: ≤ 1.5 s).
//
//   npx tsx scripts/bench/bulk-approve.ts [--payments 100] [--runs 3] [--latency 20] [--target 1500]
//                                         [--concurrency 8] [--pg-port 54357] [--port 3307]
//                                         [--sandbox-port 4117] [--no-webhooks] [--rebuild]
//
// Starts the sandbox as its own process (quiet: no traffic) with its webhooks pointed at the app, an
// embedded PostgreSQL (.data/bench-approve/) with a fresh migrated and seeded database, and the production
// build in .next-bench with `next start` (APPROVAL_CONCURRENCY=--concurrency). Signs in as ops@example.com
// through next-auth's credentials endpoint, then for each run: makes `--payments` TO_SIGN payments (created
// by the gateway client, through the control API), sets the sandbox's latency fault
// (PATCH /control/faults {"latencyMs": 20}: every platform request waits 20 ms before it is handled), and
// times ONE call of the server action approvePaymentsAction with all of them, the way the page's
// confirmation button calls it (POST /approvals with the Next-Action header), from just before the request
// to the last byte of the answer. Each run must answer every payment "approved", and the database must hold
// one approved payment_approvals row and one payment.approve audit row per payment. Exits 0 when every run
// meets the target.
import { readFileSync } from "node:fs";
import path from "node:path";
import { SANDBOX_CLIENTS, sandboxSettings } from "../../sandbox/defaults";
import { startSandboxProcess } from "../sandbox-process";
import { cpuMeter } from "./cpu-meter";
import {
  appEnv,
  assertPortFree,
  DIST_DIR,
  ensureBuild,
  flag,
  generateSigningKey,
  ms,
  numberArg,
  onCleanup,
  root,
  runBenchmark,
  sampleLoad,
  startApp,
  startBenchDatabase,
  summariseProblems,
} from "./webhook-stack";

const paymentCount = numberArg("payments", 100);
const runs = numberArg("runs", 3);
const latencyMs = numberArg("latency", 20);
const target = numberArg("target", 1500);
const concurrency = numberArg("concurrency", 8);
const pgPort = numberArg("pg-port", 54357);
const port = numberArg("port", 3307);
const sandboxPort = numberArg("sandbox-port", 4117);
const ACTION = { name: "approvePaymentsAction", file: "lib/actions/approvals.ts" };

/** The action's id in a build, or null when that build predates it. */
function actionId(): string | null {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(root, DIST_DIR, "server", "server-reference-manifest.json"), "utf8"),
    ) as { node: Record<string, { exportedName?: string; filename?: string }> };
    const found = Object.entries(manifest.node).find(
      ([, e]) => e.exportedName === ACTION.name && (e.filename ?? "").endsWith(ACTION.file),
    );
    return found?.[0] ?? null;
  } catch {
    return null;
  }
}

/** next-auth's credentials sign-in, as the login form does it; returns the Cookie header a browser sends. */
async function signIn(origin: string, email: string, password: string): Promise<string> {
  const cookies = new Map<string, string>();
  const take = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      if (eq > 0) cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  };
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  take(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: header() },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${origin}/`, json: "true" }),
  });
  take(res);
  if (!cookies.has("next-auth.session-token"))
    throw new Error(`sign-in as ${email} failed: HTTP ${res.status}`);
  return header();
}

runBenchmark(async () => {
  for (const p of [pgPort, port, sandboxPort]) await assertPortFree(p);
  const dataDir = path.join(root, ".data", "bench-approve");
  console.log(
    `setting up (data in ${path.relative(root, dataDir)}/, PostgreSQL :${pgPort}, app :${port}, sandbox :${sandboxPort})`,
  );
  const sandbox = await startSandboxProcess({
    port: sandboxPort,
    env: { SANDBOX_TRAFFIC: "false", SANDBOX_DATA_DIR: path.join(dataDir, "sandbox") },
  });
  onCleanup(() => sandbox.stop());
  const control = async (method: string, route: string, body?: unknown) => {
    const res = await fetch(`${sandbox.origin}/control${route}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok)
      throw new Error(`sandbox control ${method} ${route}: HTTP ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  await control("POST", "/reset", {});
  onCleanup(async () => void (await control("PATCH", "/faults", { latencyMs: 0 }).catch(() => {})));
  const keys = (await control("GET", "/webhooks/keys")) as { publicKeyPem: string }[];

  const db = await startBenchDatabase({ dataDir: path.join(dataDir, "pg"), port: pgPort, seedUsers: true });
  const env = {
    ...appEnv({ port, databaseUrl: db.url, publicKeyPem: generateSigningKey().publicKeyPem }),
    ...sandboxSettings(sandbox.origin),
    // The sandbox's own keys: the approvals' status webhooks arrive and are processed during the runs, as
    // they would in production.
    WEBHOOK_PUBLIC_KEYS: keys.map((k) => k.publicKeyPem.trim()).join("\n"),
    APPROVAL_CONCURRENCY: String(concurrency),
  };
  // A build from before the approvals action cannot be measured: rebuild it then.
  await ensureBuild(env, flag("rebuild") || actionId() === null);
  const id = actionId();
  if (!id) throw new Error(`${ACTION.name} is not in the build in ${DIST_DIR}/`);
  const app = await startApp({ port, env, logDir: dataDir });
  // --no-webhooks: leave the status webhooks queued at the sandbox, to see what processing them costs.
  if (!flag("no-webhooks")) await control("PUT", "/webhooks/url", { url: `${app.origin}/api/webhooks` });
  console.log(
    `  app up at ${app.origin} (log: ${path.relative(root, app.logFile)}), sandbox at ${sandbox.origin}`,
  );
  const cookie = await signIn(app.origin, "ops@example.com", "countersign-dev");

  const makePayments = async (count: number) => {
    await control("PATCH", "/faults", { latencyMs: 0 });
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const p = (await control("POST", "/payments", {
        direction: "OUTBOUND",
        method: "SEPA",
        amount: 150_000 + i,
        status: "TO_SIGN",
        createdByClient: SANDBOX_CLIENTS.gateway.id,
      })) as { transaction_id: number };
      ids.push(p.transaction_id);
    }
    return ids;
  };
  const approve = async (ids: number[]) => {
    const items = ids.map((trxId) => ({ trxId, intentId: crypto.randomUUID() }));
    const started = performance.now();
    const res = await fetch(`${app.origin}/approvals`, {
      method: "POST",
      headers: {
        "Next-Action": id,
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
        cookie,
      },
      body: JSON.stringify([{ items }]),
    });
    const body = await res.text();
    const took = performance.now() - started;
    const approved = body.match(/"outcome":"approved"/g)?.length ?? 0;
    if (res.status !== 200 || approved !== ids.length) {
      throw new Error(
        `approve: HTTP ${res.status}, ${approved} of ${ids.length} approved: ${body.slice(0, 400)}`,
      );
    }
    return took;
  };

  console.log("  warm-up: 10 payments approved without latency (first action call, approver token)");
  await approve(await makePayments(10));

  const floor = Math.ceil(paymentCount / concurrency) * latencyMs;
  console.log(
    `  measuring ${runs} runs: ${paymentCount} payments each, ${latencyMs} ms platform latency, concurrency ${concurrency} (platform wait alone ≥ ${floor} ms)`,
  );
  const times: number[] = [];
  const load = sampleLoad();
  const cpu = cpuMeter(app.pid, path.join(db.dataDir));
  const problemsBefore = app.problems.length;
  for (let r = 1; r <= runs; r++) {
    const ids = await makePayments(paymentCount);
    await control("PATCH", "/faults", { latencyMs });
    const took = await approve(ids);
    times.push(took);
    const [stored] = await db.query<{ approved: string; audited: string }>(
      `SELECT (SELECT count(*) FROM payment_approvals WHERE state = 'approved' AND trx_id = ANY($1::bigint[])) AS approved,
              (SELECT count(*) FROM audit_events WHERE action = 'payment.approve' AND outcome = 'success'
                 AND target = ANY($2::text[])) AS audited`,
      [ids, ids.map((i) => `payment:${i}`)],
    );
    console.log(
      `    run ${r}: ${ms(took)} ms — ${stored!.approved} approved rows, ${stored!.audited} audit rows`,
    );
    if (Number(stored!.approved) !== paymentCount || Number(stored!.audited) !== paymentCount)
      throw new Error(`run ${r}: the database does not hold one approval and one audit row per payment`);
  }
  await control("PATCH", "/faults", { latencyMs: 0 });
  const cpuText = cpu.stop();
  const loadText = load.stop();

  const worst = Math.max(...times);
  const ok = worst <= target;
  console.log(`
bulk approve of ${paymentCount} payments through the server action, ${latencyMs} ms platform latency
  runs (ms):         ${times.map(ms).join(", ")}
  worst:             ${ms(worst)} ms (target ≤ ${target} ms)  ${ok ? "PASS" : "FAIL"}
  platform floor:    ${floor} ms (${Math.ceil(paymentCount / concurrency)} rounds of ${concurrency} × ${latencyMs} ms)
  ${loadText}
  ${cpuText}`);
  const problems = app.problems.slice(problemsBefore);
  if (problems.length) console.log(`  app logged:\n    ${summariseProblems(problems).join("\n    ")}`);
  return ok;
});
