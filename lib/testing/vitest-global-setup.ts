// Vitest global setup: one PostgreSQL server for the whole run, holding a migrated template database
// that each test file copies (lib/testing/test-database.ts). Copying a template takes milliseconds;
// running `prisma migrate deploy` per file would take seconds each.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startTestPostgres } from "../../scripts/embedded-postgres";
import { migrateDeploy } from "../../scripts/migrate";

export type TestDatabaseServer = {
  /** URL of a database on the server to run CREATE/DROP DATABASE from (never one of the copies). */
  adminUrl: string;
  /** A database with all migrations applied, to copy with CREATE DATABASE … TEMPLATE. */
  template: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

/** Starts the server (see startTestPostgres) and migrates a template. `stop()` drops it and stops the server. */
export async function startTestDatabaseServer(): Promise<TestDatabaseServer & { stop(): Promise<void> }> {
  const server = await startTestPostgres();
  try {
    const adminUrl = server.url;
    // Random, so that runs sharing one TEST_DATABASE_URL server do not trip over each other.
    const template = `countersign_template_${randomBytes(4).toString("hex")}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${template}`;
    await migrateDeploy(templateUrl.href);
    return {
      adminUrl,
      template,
      async stop() {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const { stop, ...server } = await startTestDatabaseServer();
  project.provide("testDatabaseServer", server);
  return stop;
}
