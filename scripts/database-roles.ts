// The two database roles (README.md, Security, Database roles): an owner that runs the migrations and owns
// every object, and the app's role, which may read and write rows but not change the schema, and may only
// read and insert audit_events. Not being the owner is what keeps the app from disabling the audit
// triggers (only a table's owner or a superuser may); the grants refuse UPDATE, DELETE and TRUNCATE of
// audit rows before the triggers are even reached.
//
// Set up outside the migrations, on purpose: roles belong to the whole server, not to one database, their
// names are the operator's choice, and creating them needs rights the owner should not have. A migration
// would have to guess the app role's name and do nothing where it differs. Instead the owner runs
// appRoleGrantsSql() after the migrations; its default privileges give the tables of later migrations the
// same grants, and running it again after any migration changes nothing.
import pg from "pg";

export type TDatabaseRoles = { owner: string; app: string };

/** The roles `npm run dev` and the e2e stacks create, and the README's SQL names. */
export const DEFAULT_ROLES: TDatabaseRoles = { owner: "countersign_owner", app: "countersign_app" };

const id = (name: string) => pg.escapeIdentifier(name);

/**
 * As an administrator: both roles exist, may log in with these passwords, and hold no power beyond that.
 * The owner may create databases only where `prisma migrate dev` needs a shadow database (development).
 */
export function createRolesSql(
  roles: TDatabaseRoles,
  passwords: TDatabaseRoles,
  options: { ownerMayCreateDb: boolean },
): string {
  const ensure = (name: string) =>
    `IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${pg.escapeLiteral(name)}) THEN CREATE ROLE ${id(name)}; END IF;`;
  const limits = "NOSUPERUSER NOCREATEROLE NOREPLICATION NOBYPASSRLS";
  return [
    `DO $$ BEGIN ${ensure(roles.owner)} ${ensure(roles.app)} END $$;`,
    `ALTER ROLE ${id(roles.owner)} LOGIN ${limits} ${options.ownerMayCreateDb ? "CREATEDB" : "NOCREATEDB"} PASSWORD ${pg.escapeLiteral(passwords.owner)};`,
    `ALTER ROLE ${id(roles.app)} LOGIN ${limits} NOCREATEDB PASSWORD ${pg.escapeLiteral(passwords.app)};`,
  ].join("\n");
}

/**
 * As the owner (or an administrator), after the migrations: what the app role may do in `database`. The
 * README's production steps quote this text for the default roles (a test keeps the two equal).
 */
export function appRoleGrantsSql(database: string, roles: TDatabaseRoles): string {
  const app = id(roles.app);
  const defaults = `ALTER DEFAULT PRIVILEGES FOR ROLE ${id(roles.owner)} IN SCHEMA public GRANT`;
  return `REVOKE ALL ON DATABASE ${id(database)} FROM PUBLIC;
GRANT CONNECT ON DATABASE ${id(database)} TO ${app};
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO ${app};
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app};
REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM ${app};
REVOKE ALL ON _prisma_migrations FROM ${app};
${defaults} SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app};
${defaults} USAGE, SELECT ON SEQUENCES TO ${app};`;
}

/** Runs `sql` as one simple query (so several statements run in one implicit transaction). */
export async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The same server and database as `url`, as `user` with `password`. */
export function urlAs(url: string, user: string, password: string): string {
  const next = new URL(url);
  next.username = encodeURIComponent(user);
  next.password = encodeURIComponent(password);
  return next.href;
}

/** The database a URL names. */
export function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** The role a URL connects as. */
export function userOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}
