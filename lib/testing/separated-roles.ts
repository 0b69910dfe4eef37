// A test database set up with the two roles of README.md (Security, Database roles), the way `npm run dev`
// and the e2e stacks set theirs up (scripts/embedded-roles.ts, scripts/migrate.ts). Other database tests
// keep the superuser for speed; tests of what each role may do use this.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import type { TDatabaseRoles } from "../../scripts/database-roles";
import { separateRoles, type TRoleUrls } from "../../scripts/embedded-roles";
import { migrateAndGrant } from "../../scripts/migrate";
import { createTestDatabase, testDatabaseServer } from "./test-database";
import { adminQuery } from "./vitest-global-setup";

export type TSeparatedRoles = TRoleUrls & { roles: TDatabaseRoles; superUrl: string };

/**
 * Call at the top of a test file: a database whose objects belong to an owner role and an app role with
 * the app's grants, both with names of their own (roles are server-wide). `from: "empty"` migrates an
 * empty database as the owner, as a new deployment does; `from: "superuser"` copies the test template
 * (migrated by the superuser) and hands it over, as for a development cluster from an older checkout.
 */
export function withSeparatedRoles(from: "empty" | "superuser"): TSeparatedRoles {
  const suffix = randomBytes(4).toString("hex");
  const roles = { owner: `countersign_owner_${suffix}`, app: `countersign_app_${suffix}` };
  let current: TSeparatedRoles | undefined;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const server = await testDatabaseServer();
    let superUrl: string;
    if (from === "superuser") {
      const copy = await createTestDatabase();
      await copy.db.$disconnect();
      ({ url: superUrl, drop } = copy);
    } else {
      const name = `countersign_roles_${suffix}`;
      await adminQuery(server.adminUrl, `CREATE DATABASE "${name}"`);
      const url = new URL(server.adminUrl);
      url.pathname = `/${name}`;
      superUrl = url.href;
      drop = () => adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    const urls = await separateRoles(superUrl, roles);
    await migrateAndGrant(urls.ownerUrl, urls.appUrl);
    current = { ...urls, roles, superUrl };
  }, 120_000);

  afterAll(async () => {
    await drop();
    const server = await testDatabaseServer();
    await adminQuery(
      server.adminUrl,
      `DROP ROLE IF EXISTS "${roles.app}"; DROP ROLE IF EXISTS "${roles.owner}"`,
    );
  });

  const get = () => {
    if (!current) throw new Error("withSeparatedRoles(): the database exists only inside tests and hooks");
    return current;
  };
  return {
    get ownerUrl() {
      return get().ownerUrl;
    },
    get appUrl() {
      return get().appUrl;
    },
    get superUrl() {
      return get().superUrl;
    },
    roles,
  };
}
