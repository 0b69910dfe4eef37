// Fresh, fully migrated PostgreSQL databases for tests. Each one is a copy of the template database the
// global setup migrated (lib/testing/vitest-global-setup.ts), dropped after use, so test files never see
// each other's rows and may run in parallel.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { adminQuery, startTestDatabaseServer, type TestDatabaseServer } from "./vitest-global-setup";

export type TestDatabase = { url: string; db: Db; drop(): Promise<void> };

// Without the global setup in vitest.config.ts, each test file starts and stops a server of its own:
// several seconds slower per file, but the tests still work.
let ownServer: ReturnType<typeof startTestDatabaseServer> | undefined;
afterAll(async () => {
  if (ownServer) await (await ownServer).stop();
});

/** The run's server: the global setup's, or one of this file's own. */
export async function testDatabaseServer(): Promise<TestDatabaseServer> {
  return (
    (inject("testDatabaseServer") as TestDatabaseServer | undefined) ??
    (await (ownServer ??= startTestDatabaseServer()))
  );
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const server = await testDatabaseServer();
  const name = `countersign_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(server.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${server.template}"`);
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.href);
  return {
    url: url.href,
    db,
    async drop() {
      await db.$disconnect();
      await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * Call at the top of a test file or `describe` block: its tests get one fresh database, dropped after
 * the last of them. Read `.db` / `.url` inside tests and hooks (they do not exist before `beforeAll`).
 */
export function withTestDatabase(): { readonly url: string; readonly db: Db } {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
  }, 120_000); // the first file without the global setup pays for initdb and `prisma migrate deploy`
  afterAll(async () => {
    await current?.drop();
  });
  const get = () => {
    if (!current) throw new Error("withTestDatabase(): the database exists only inside tests and hooks");
    return current;
  };
  return {
    get url() {
      return get().url;
    },
    get db() {
      return get().db;
    },
  };
}

/**
 * Like withTestDatabase(), and makes it the database of the app's own `db` (lib/db/client.ts caches its
 * client on globalThis), so services and queries under test run against it unchanged.
 */
export function withAppTestDatabase(): { readonly url: string; readonly db: Db } {
  const test = withTestDatabase();
  const holder = globalThis as typeof globalThis & { countersignDb?: Db };
  beforeAll(() => {
    holder.countersignDb = test.db;
  });
  afterAll(() => {
    holder.countersignDb = undefined;
  });
  return test;
}
