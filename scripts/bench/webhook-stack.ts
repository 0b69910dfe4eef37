// What the three webhook benchmarks share (scripts/bench/webhook-*.ts, see scripts/bench/README.md): an
// embedded PostgreSQL of their own with a fresh, migrated database, a production build of the app in its own
// folder (.next-bench, never .next), `next start` on loopback, a signing key pair standing in for the
// platform's, signed delivery bodies, statistics, and a teardown that runs however the script ends.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { createWriteStream, existsSync, readFileSync, writeFileSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { seedDevUsers } from "../../prisma/seed";
import { SANDBOX_TENANT_ID, sandboxSettings } from "../../sandbox/defaults";
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from "../embedded-postgres";
import { migrateDeploy } from "../migrate";

export const root = process.cwd();
const NEXT_BIN = path.join(root, "node_modules", "next", "dist", "bin", "next");
export const DIST_DIR = ".next-bench";
const DATABASE = "countersign_bench";
const HEADER_PREFIX = "svc";

// ---------------------------------------------------------------------------------------------- arguments

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
export const flag = (name: string) => process.argv.includes(`--${name}`);
export const numberArg = (name: string, fallback: number) => {
  const value = Number(arg(name, String(fallback)));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a non-negative number`);
  return value;
};
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------- teardown

const cleanups: (() => Promise<void>)[] = [];
/** Runs last-registered first, once, on a normal end, an error, or SIGINT/SIGTERM. */
export function onCleanup(fn: () => Promise<void>) {
  cleanups.push(fn);
}
let cleaning: Promise<void> | null = null;
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      await fn().catch((err) => console.error(`cleanup: ${err instanceof Error ? err.message : err}`));
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(1));
  });
}

/** Runs a benchmark: its exit code is 0 when it returns true (target met), 1 otherwise or on any error. */
export function runBenchmark(main: () => Promise<boolean>) {
  main()
    .then(
      (ok) => ok,
      (err) => {
        console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
        return false;
      },
    )
    .then(async (ok) => {
      await cleanup();
      process.exit(ok ? 0 : 1);
    });
}

// ---------------------------------------------------------------------------------------------- ports

export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === "EADDRINUSE"
            ? `port ${port} on 127.0.0.1 is in use: stop what holds it or pass another port (see --help)`
            : `cannot probe port ${port}: ${err.message}`,
        ),
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

// ---------------------------------------------------------------------------------------------- database

export type BenchDatabase = {
  /** The benchmark's database (fresh: dropped and created by this run). */
  url: string;
  dataDir: string;
  /** Stops the cluster (fast shutdown); start() brings it back on the same data dir and port. */
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
};

export async function startBenchDatabase(opts: {
  dataDir: string;
  port: number;
  seedUsers: boolean;
}): Promise<BenchDatabase> {
  const dataDir = path.resolve(opts.dataDir);
  let server: EmbeddedPostgresServer | null = null;
  const start = async () => {
    server = await startEmbeddedPostgres({ dataDir, port: opts.port, database: "postgres" });
  };
  const stopServer = async () => {
    const s = server;
    server = null;
    await s?.stop();
  };
  await start();
  onCleanup(stopServer);
  const adminUrl = server!.url;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${DATABASE}`);
  await migrateDeploy(url);
  // seedDevUsers never seeds when NODE_ENV=production, which is what the app runs as here.
  if (opts.seedUsers) console.log(`  ${await seedDevUsers(url, "development")}`);
  return {
    url,
    dataDir,
    stopServer,
    startServer: start,
    async query(sql, params) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------- build

/**
 * `NEXT_DIST_DIR=.next-bench next build`, once: only when .next-bench/BUILD_ID is missing or --rebuild is
 * given. The build is of the working tree as it is now, uncommitted changes included.
 *
 * `next build` rewrites tsconfig.json (adds `<distDir>/types/**` to "include") and next-env.d.ts (points
 * them at the dist dir) whenever the dist dir is not the one they name. Both are put back afterwards when
 * that was all that changed, so a benchmark build leaves the working tree as it found it.
 */
export async function ensureBuild(env: NodeJS.ProcessEnv, rebuild: boolean): Promise<void> {
  const buildId = path.join(root, DIST_DIR, "BUILD_ID");
  if (existsSync(buildId) && !rebuild) {
    console.log(
      `  using the existing build in ${DIST_DIR}/ (build ${readFileSync(buildId, "utf8").trim()}; --rebuild to redo)`,
    );
    return;
  }
  const lock = path.join(root, ".data", "bench-build.lock");
  await fs.mkdir(path.dirname(lock), { recursive: true });
  try {
    await fs.mkdir(lock);
  } catch {
    throw new Error(`another benchmark is building ${DIST_DIR} (${lock} exists; remove it if not)`);
  }
  const logFile = path.join(root, ".data", "bench-build.log");
  const tsconfig = path.join(root, "tsconfig.json");
  const nextEnv = path.join(root, "next-env.d.ts");
  const tsconfigBefore = readFileSync(tsconfig, "utf8");
  const nextEnvBefore = existsSync(nextEnv) ? readFileSync(nextEnv, "utf8") : null;
  console.log(`  building the app into ${DIST_DIR}/ (log: ${path.relative(root, logFile)}) …`);
  const started = Date.now();
  try {
    // The working tree is shared: a file another engineer is half-way through editing (or deletes while the
    // type check runs) fails the build. Such a failure passes; a real one fails every attempt.
    for (let attempt = 1; ; attempt++) {
      const code = await runBuild(env, logFile);
      if (code === 0) break;
      const tail = readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
      if (attempt >= BUILD_ATTEMPTS) {
        throw new Error(`next build failed (exit ${code}, ${attempt} attempts); end of ${logFile}:\n${tail}`);
      }
      console.log(`  next build failed (exit ${code}); trying again in 15 s. End of its log:\n${tail}`);
      await sleep(15_000);
    }
    console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    restoreTsconfig(tsconfig, tsconfigBefore);
    // Generated and git-ignored; put back only if it is ours now (another build may have rewritten it since).
    if (nextEnvBefore !== null && readFileSync(nextEnv, "utf8").includes(`./${DIST_DIR}/`)) {
      writeFileSync(nextEnv, nextEnvBefore);
    }
    await fs.rmdir(lock).catch(() => {});
  }
}

const BUILD_ATTEMPTS = 3;

async function runBuild(env: NodeJS.ProcessEnv, logFile: string): Promise<number | null> {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [NEXT_BIN, "build"], {
    env: { ...env, NEXT_DIST_DIR: DIST_DIR },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const kill = async () =>
    void (child.exitCode === null && child.signalCode === null && child.kill("SIGTERM"));
  onCleanup(kill);
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  await new Promise((resolve) => log.end(resolve));
  return code;
}

function restoreTsconfig(file: string, before: string) {
  const now = readFileSync(file, "utf8");
  if (now === before) return;
  try {
    const strip = (c: { include?: string[] }) => ({
      ...c,
      include: c.include?.filter((p) => !p.startsWith(`${DIST_DIR}/`)),
    });
    if (isDeepStrictEqual(strip(JSON.parse(now)), strip(JSON.parse(before)))) {
      writeFileSync(file, before);
      return;
    }
  } catch {
    /* not plain JSON: leave it */
  }
  console.warn(
    `  warning: tsconfig.json changed during the build in more than ${DIST_DIR} paths; left as is`,
  );
}

// ---------------------------------------------------------------------------------------------- app

export type BenchApp = {
  origin: string;
  /** The `next start` process (its process group holds the server it forks). */
  pid: number;
  /** Lines the app logged at warn or above (pino JSON), for the report. */
  problems: string[];
  logFile: string;
};

export function appEnv(opts: {
  port: number;
  databaseUrl: string;
  publicKeyPem: string;
  listenPort?: number;
}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: process.env.LANG,
    NODE_ENV: "production",
    DATABASE_URL: opts.databaseUrl,
    NEXTAUTH_URL: `http://127.0.0.1:${opts.port}`,
    NEXTAUTH_SECRET: "countersign-benchmark-session-secret-not-for-use",
    MFA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"), // required as production; never used here
    ...sandboxSettings(), // valid settings; nothing here calls the platform
    WEBHOOK_PUBLIC_KEYS: opts.publicKeyPem,
    // --listener: the lean intake listener (lib/webhooks/intake-server.ts) beside the Next.js route.
    ...(opts.listenPort && {
      WEBHOOK_LISTEN_PORT: String(opts.listenPort),
      WEBHOOK_LISTEN_HOST: "127.0.0.1",
    }),
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
  };
}

export async function startApp(opts: {
  port: number;
  env: NodeJS.ProcessEnv;
  logDir: string;
}): Promise<BenchApp> {
  const origin = `http://127.0.0.1:${opts.port}`;
  const logFile = path.join(opts.logDir, "app.log");
  const log = createWriteStream(logFile);
  // Its own process group, so the teardown reaches the server `next start` runs as well.
  const child: ChildProcess = spawn(
    process.execPath,
    // e.g. --app-node-flags "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the app spends its time.
    [
      ...arg("app-node-flags", "").split(" ").filter(Boolean),
      NEXT_BIN,
      "start",
      "-p",
      String(opts.port),
      "-H",
      "127.0.0.1",
    ],
    { env: { ...opts.env, NEXT_DIST_DIR: DIST_DIR }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  const problems: string[] = [];
  let partial = "";
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) if (isProblem(line)) problems.push(line);
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  let exited: number | string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exited = code ?? signal ?? "?";
      resolve();
    }),
  );
  onCleanup(async () => {
    if (exited === null && child.pid) {
      killGroup(child.pid, "SIGTERM");
      await Promise.race([exit, sleep(5000)]);
      if (exited === null) killGroup(child.pid, "SIGKILL");
      await Promise.race([exit, sleep(2000)]);
    }
    log.end();
  });
  for (let waited = 0; ; waited += 200) {
    if (exited !== null) throw new Error(`next start exited (${exited}) before it answered; see ${logFile}`);
    if (waited > 60_000) throw new Error(`the app did not answer /api/health within 60 s; see ${logFile}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  return { origin, pid: child.pid!, problems, logFile };
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

function isProblem(line: string): boolean {
  if (!line.trim()) return false;
  try {
    const entry = JSON.parse(line) as { level?: number };
    return (entry.level ?? 0) >= 40;
  } catch {
    return /error|warn/i.test(line); // Next's own, not JSON
  }
}

/** The distinct problems the app logged, shortest form: message + error message, with counts. */
export function summariseProblems(lines: string[], limit = 8): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    let key = line.slice(0, 240);
    try {
      const e = JSON.parse(line) as {
        msg?: string;
        err?: { type?: string; message?: string; code?: string };
      };
      key = `${e.msg ?? "?"}${e.err ? ` — ${e.err.type ?? "Error"}${e.err.code ? ` ${e.err.code}` : ""}: ${(e.err.message ?? "").replace(/\s+/g, " ").slice(0, 300)}` : ""}`;
    } catch {
      /* not JSON */
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([k, n]) => `${n} × ${k}`);
}

// ---------------------------------------------------------------------------------------------- deliveries

export function generateSigningKey(): { privateKey: KeyObject; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { privateKey, publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString() };
}

export type Delivery = {
  index: number;
  body: Buffer;
  sha256: string;
  headers: Record<string, string>;
  signedAt: number;
};

/**
 * A PAYMENT_STATUS body as the platform sends it, unique per index (trx_id and updated_at): identical bodies
 * are stored once by design, so every delivery must differ.
 */
export function makeDelivery(tag: string, index: number, privateKey: KeyObject): Delivery {
  const body = Buffer.from(
    JSON.stringify({
      trx_id: `bench-${tag}-${index}`,
      end_to_end_id: `E2E-${tag}-${index}`,
      type: "Payment",
      direction: "INBOUND",
      amount: ((index % 100_000) / 100 + 1).toFixed(2),
      currency: "EUR",
      status: "Completed",
      updated_at: new Date(Date.UTC(2026, 0, 1) + index).toISOString(),
      debtor_iban: "DE89370400440532013000",
      creditor_iban: "FR1420041010050500013M02606",
    }),
  );
  const delivery: Delivery = {
    index,
    body,
    sha256: createHash("sha256").update(body).digest("hex"),
    headers: {},
    signedAt: 0,
  };
  signDelivery(delivery, privateKey);
  return delivery;
}

/** (Re-)signs with the current time: the app accepts a timestamp up to 300 s old (WEBHOOK_TOLERANCE_SECONDS). */
export function signDelivery(d: Delivery, privateKey: KeyObject) {
  const timestamp = Math.floor(Date.now() / 1000);
  const signed = Buffer.concat([d.body, Buffer.from(`.${SANDBOX_TENANT_ID}.${timestamp}`, "utf8")]);
  d.signedAt = timestamp;
  d.headers = {
    "content-type": "application/json",
    [`${HEADER_PREFIX}-signature-1`]: sign("sha256", signed, privateKey).toString("base64"),
    [`${HEADER_PREFIX}-signature-timestamp`]: String(timestamp),
    [`${HEADER_PREFIX}-receiver-tenant-id`]: SANDBOX_TENANT_ID,
    [`${HEADER_PREFIX}-event-type`]: "PAYMENT_STATUS",
  };
}

/** Signed ahead of the timed run: signing costs ~0.5 ms of CPU each, which the platform spends, not us. */
export function makeDeliveries(tag: string, count: number, privateKey: KeyObject, from = 0): Delivery[] {
  return Array.from({ length: count }, (_, i) => makeDelivery(tag, from + i, privateKey));
}

/** Signed more than 4 minutes ago: sign again before sending, or the app would reject it as stale. */
export function refreshIfOld(d: Delivery, privateKey: KeyObject) {
  if (Date.now() / 1000 - d.signedAt > 240) signDelivery(d, privateKey);
}

// ---------------------------------------------------------------------------------------------- statistics

export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { p50: at(50), p90: at(90), p99: at(99), max: sorted.at(-1) ?? NaN, count: sorted.length };
}

export const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));

/** One-minute load average, sampled every second while a measurement runs. */
export function sampleLoad() {
  const samples: number[] = [os.loadavg()[0]!];
  const timer = setInterval(() => samples.push(os.loadavg()[0]!), 1000);
  return {
    stop() {
      clearInterval(timer);
      samples.push(os.loadavg()[0]!);
      return `load average (1 min) ${samples[0]!.toFixed(2)} at start, max ${Math.max(...samples).toFixed(2)}, ${samples.at(-1)!.toFixed(2)} at end (${os.cpus().length} cores)`;
    },
  };
}

// ---------------------------------------------------------------------------------------------- checks

/** What the database holds after a run, against the bodies that were sent. */
export async function checkStored(db: BenchDatabase, sent: Delivery[]) {
  const [counts] = await db.query<{
    verified: string;
    rejected: string;
    distinct_bodies: string;
    duplicates: string;
  }>(
    `SELECT count(*) FILTER (WHERE verified) AS verified,
            count(*) FILTER (WHERE NOT verified) AS rejected,
            count(DISTINCT body_sha256) FILTER (WHERE verified) AS distinct_bodies,
            coalesce(sum(duplicates) FILTER (WHERE verified), 0) AS duplicates
       FROM webhook_deliveries`,
  );
  const stored = new Set(
    (
      await db.query<{ body_sha256: string }>("SELECT body_sha256 FROM webhook_deliveries WHERE verified")
    ).map((r) => r.body_sha256),
  );
  const expected = new Set(sent.map((d) => d.sha256));
  const missing = [...expected].filter((h) => !stored.has(h)).length;
  const unexpected = [...stored].filter((h) => !expected.has(h)).length;
  const [events] = await db.query<{ n: string }>(
    "SELECT count(*) AS n FROM change_events WHERE topic = 'deliveries'",
  );
  return {
    verified: Number(counts!.verified),
    rejected: Number(counts!.rejected),
    distinctBodies: Number(counts!.distinct_bodies),
    duplicatesCounted: Number(counts!.duplicates),
    missing,
    unexpected,
    changeEvents: Number(events!.n),
  };
}

export async function prepare(
  name: string,
  opts: { pgPort: number; appPort: number; seedUsers?: boolean; listenPort?: number },
) {
  await assertPortFree(opts.pgPort);
  await assertPortFree(opts.appPort);
  const dataDir = path.join(root, ".data", `bench-${name}`);
  await fs.mkdir(dataDir, { recursive: true });
  console.log(
    `setting up (data in ${path.relative(root, dataDir)}/, PostgreSQL :${opts.pgPort}, app :${opts.appPort})`,
  );
  const db = await startBenchDatabase({
    dataDir: path.join(dataDir, "pg"),
    port: opts.pgPort,
    seedUsers: !!opts.seedUsers,
  });
  const key = generateSigningKey();
  if (opts.listenPort) await assertPortFree(opts.listenPort);
  const env = appEnv({
    port: opts.appPort,
    databaseUrl: db.url,
    publicKeyPem: key.publicKeyPem,
    listenPort: opts.listenPort,
  });
  await ensureBuild(env, flag("rebuild"));
  const app = await startApp({ port: opts.appPort, env, logDir: dataDir });
  console.log(`  app up at ${app.origin} (log: ${path.relative(root, app.logFile)})`);
  return { db, key, app, dataDir };
}
