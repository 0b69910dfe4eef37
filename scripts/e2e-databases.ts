// The e2e run's databases: one fresh database per sandbox profile on the embedded PostgreSQL, or the
// throwaway databases named by E2E_DATABASE_URL and E2E_STRICT_DATABASE_URL. On the embedded one, the app
// connects as the app role and the migrations run as the owner, as in production (README, Database roles).
import path from "node:path";
import pg from "pg";
import type { TE2eProfile } from "../e2e/fixtures/e2e-env";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { separateRoles } from "./embedded-roles";

export type TE2eDatabases = {
  /** The app's DATABASE_URL per profile. */
  urls: Record<TE2eProfile, string>;
  /** Where that profile's migrations run (the same URL for databases given by E2E_DATABASE_URL). */
  migrationUrls: Record<TE2eProfile, string>;
  stop: () => Promise<void>;
};

const NAMES: Record<TE2eProfile, string> = { default: "countersign_e2e", strict: "countersign_e2e_strict" };

export async function freshDatabases(dataDir: string): Promise<TE2eDatabases> {
  if (process.env.E2E_DATABASE_URL) {
    const strict = process.env.E2E_STRICT_DATABASE_URL;
    if (!strict)
      throw new Error("E2E_DATABASE_URL needs E2E_STRICT_DATABASE_URL (the strict profile's database)");
    const urls = { default: process.env.E2E_DATABASE_URL, strict };
    return { urls, migrationUrls: urls, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "pg"),
    port: 54339,
    database: "postgres",
  });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  for (const name of Object.values(NAMES)) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const url = (name: string) => server.url.replace(/\/postgres$/, `/${name}`);
  const [base, strict] = [await separateRoles(url(NAMES.default)), await separateRoles(url(NAMES.strict))];
  return {
    urls: { default: base.appUrl, strict: strict.appUrl },
    migrationUrls: { default: base.ownerUrl, strict: strict.ownerUrl },
    stop: server.stop,
  };
}
