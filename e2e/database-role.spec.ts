import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { e2eEnv } from "./fixtures/e2e-env";

// Finding 9 of the go-live review: the app connected as the owner of audit_events (here, as the
// superuser), so it could switch the append-only triggers off. The e2e stacks run it as production should
// (README, Security, Database roles): every session of the app is a role that neither owns the table nor
// is a superuser, and that role is refused DISABLE TRIGGER.
test("the app's database sessions cannot disable the audit triggers", async ({ request }) => {
  expect((await request.get("/api/health")).ok()).toBe(true); // the app holds a pooled session now
  const db = new Client({ connectionString: e2eEnv().DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ role: string; superuser: boolean; owner: boolean }>(
      `SELECT DISTINCT a.usename::text AS role, r.rolsuper AS superuser,
              pg_has_role(a.usesysid, c.relowner, 'USAGE') AS owner
         FROM pg_stat_activity a JOIN pg_roles r ON r.oid = a.usesysid, pg_class c
        WHERE a.datname = current_database() AND a.backend_type = 'client backend'
          AND c.oid = 'audit_events'::regclass`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ superuser: false, owner: false });

    // In a transaction rolled back in any case, so that the triggers stay on even where this is allowed.
    await db.query("BEGIN");
    const disabled = db.query("ALTER TABLE audit_events DISABLE TRIGGER ALL").then(
      () => "disabled",
      (err: Error) => err.message,
    );
    expect(await disabled).toMatch(/must be owner of table audit_events/);
  } finally {
    await db.query("ROLLBACK").catch(() => {});
    await db.end();
  }
});
