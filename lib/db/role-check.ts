import "server-only";
import type { Db } from "./client";

// The audit trail's append-only triggers hold only against a role that neither owns audit_events nor is a
// superuser (README.md, Security, Database roles). A deployment that still runs the app with one
// DATABASE_URL for migrations and app keeps working, and is told at start-up what its role could do.

type TRoleRow = {
  role: string;
  superuser: boolean;
  owns_audit: boolean;
  may_create: boolean;
  may_update: boolean;
  may_delete: boolean;
  may_truncate: boolean;
};

/** What the role `db` connects as could do to the schema or the audit rows; empty for the app role. */
export async function databaseRoleRisks(db: Db): Promise<{ role: string; risks: string[] }> {
  const [row] = await db.$queryRaw<TRoleRow[]>`
    SELECT current_user::text AS role, r.rolsuper AS superuser,
           pg_has_role(current_user, c.relowner, 'USAGE') AS owns_audit,
           has_schema_privilege('public', 'CREATE') AS may_create,
           has_table_privilege(c.oid, 'UPDATE') AS may_update,
           has_table_privilege(c.oid, 'DELETE') AS may_delete,
           has_table_privilege(c.oid, 'TRUNCATE') AS may_truncate
      FROM pg_roles r, pg_class c
     WHERE r.rolname = current_user AND c.oid = 'public.audit_events'::regclass`;
  if (!row) throw new Error("the current role was not found in pg_roles");
  const risks = [
    row.superuser && "is a superuser",
    row.owns_audit && "owns audit_events (and so may disable its append-only triggers)",
    row.may_create && "may create tables in schema public",
    row.may_update && "may UPDATE audit_events",
    row.may_delete && "may DELETE audit_events",
    row.may_truncate && "may TRUNCATE audit_events",
  ].filter((risk): risk is string => typeof risk === "string");
  return { role: row.role, risks };
}
