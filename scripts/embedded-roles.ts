// The two database roles on a local cluster (embedded PostgreSQL, tests): set up from its superuser, as an
// operator would in production (README.md, Security, Database roles), so development and the e2e stacks
// run the app with the rights it has in production.
import { createHmac } from "node:crypto";
import pg from "pg";
import {
  createRolesSql,
  databaseOf,
  DEFAULT_ROLES,
  runSql,
  urlAs,
  type TDatabaseRoles,
} from "./database-roles";

export type TRoleUrls = { ownerUrl: string; appUrl: string };

/**
 * Makes `roles` (DEFAULT_ROLES unless told) on the cluster `superUrl` reaches, gives its database and every
 * object in it to the owner, and returns the URLs of both roles. Their passwords derive from the
 * superuser's (a cluster made here has a random one), so they are stable across restarts without a file.
 */
export async function separateRoles(superUrl: string, roles = DEFAULT_ROLES): Promise<TRoleUrls> {
  const passwords = derivedPasswords(superUrl, roles);
  await runSql(superUrl, createRolesSql(roles, passwords, { ownerMayCreateDb: true }));
  const [database, owner] = [databaseOf(superUrl), roles.owner].map((name) => pg.escapeIdentifier(name));
  await runSql(superUrl, `ALTER DATABASE ${database} OWNER TO ${owner};`);
  await runSql(superUrl, adoptObjectsSql(roles.owner));
  return {
    ownerUrl: urlAs(superUrl, roles.owner, passwords.owner),
    appUrl: urlAs(superUrl, roles.app, passwords.app),
  };
}

function derivedPasswords(superUrl: string, roles: TDatabaseRoles): TDatabaseRoles {
  const secret = decodeURIComponent(new URL(superUrl).password);
  const of = (role: string) => createHmac("sha256", secret).update(role).digest("base64url");
  return { owner: of(roles.owner), app: of(roles.app) };
}

/**
 * A database migrated before the roles existed (a development cluster from an older checkout) has its
 * tables, sequences, types and functions owned by the superuser: hand each to the owner, which must own
 * them to migrate further. Sequences and array types that belong to a table or type follow it.
 */
export function adoptObjectsSql(owner: string): string {
  const to = pg.escapeLiteral(owner);
  const alter = (kind: string, name: string) =>
    `EXECUTE format('ALTER ${kind} %s OWNER TO %I', ${name}, ${to});`;
  const notOwned = `${to}::regrole`;
  return `DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT oid::regclass AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace
    AND relkind IN ('r', 'p') AND relowner <> ${notOwned} LOOP ${alter("TABLE", "r.name")} END LOOP;
  FOR r IN SELECT oid::regclass AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace
    AND relkind = 'v' AND relowner <> ${notOwned} LOOP ${alter("VIEW", "r.name")} END LOOP;
  FOR r IN SELECT oid::regclass AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace
    AND relkind = 'm' AND relowner <> ${notOwned} LOOP ${alter("MATERIALIZED VIEW", "r.name")} END LOOP;
  FOR r IN SELECT oid::regclass AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace
    AND relkind = 'S' AND relowner <> ${notOwned} LOOP ${alter("SEQUENCE", "r.name")} END LOOP;
  FOR r IN SELECT oid::regtype AS name FROM pg_type WHERE typnamespace = 'public'::regnamespace
    AND typtype IN ('e', 'd') AND typowner <> ${notOwned} LOOP ${alter("TYPE", "r.name")} END LOOP;
  FOR r IN SELECT oid::regprocedure AS name FROM pg_proc WHERE pronamespace = 'public'::regnamespace
    AND prokind IN ('f', 'p') AND proowner <> ${notOwned} LOOP ${alter("ROUTINE", "r.name")} END LOOP;
END $$;`;
}
