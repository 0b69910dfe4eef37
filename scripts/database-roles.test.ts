// Finding 9 of the go-live review: the app's database user owned audit_events, so it could disable the
// append-only triggers. With the roles of README.md (Security, Database roles), the app's connection is
// refused every change to the schema and to audit rows, and still does its normal work.
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { withSeparatedRoles } from "@/lib/testing/separated-roles";
import { appRoleGrantsSql, DEFAULT_ROLES } from "./database-roles";

const mustOwn = /must be owner of/;
const denied = /permission denied/;

describe("the app's database role", () => {
  const setup = withSeparatedRoles("empty");
  let app: pg.Client;
  let appDb: Db;
  let eventId: bigint;

  beforeAll(async () => {
    app = new pg.Client({ connectionString: setup.appUrl });
    await app.connect();
    appDb = createDb(setup.appUrl);
    const event = await appDb.auditEvent.create({
      data: { action: "auth.sign_in", outcome: "success", actorEmail: "ops@example.com" },
    });
    eventId = event.id;
  });
  afterAll(async () => {
    await app?.end();
    await appDb?.$disconnect();
  });

  it.each([
    ["CREATE TABLE", "CREATE TABLE intruder (id int)", denied],
    ["CREATE TEMP TABLE", "CREATE TEMP TABLE intruder (id int)", denied],
    ["CREATE SCHEMA", "CREATE SCHEMA intruder", denied],
    ["CREATE FUNCTION", "CREATE FUNCTION intruder() RETURNS int LANGUAGE sql AS 'SELECT 1'", denied],
    ["ALTER TABLE on another table", "ALTER TABLE users ADD COLUMN intruder int", mustOwn],
    ["DISABLE TRIGGER", "ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_or_delete", mustOwn],
    ["DISABLE TRIGGER ALL", "ALTER TABLE audit_events DISABLE TRIGGER ALL", mustOwn],
    ["DROP TRIGGER", "DROP TRIGGER audit_events_no_truncate ON audit_events", mustOwn],
    [
      "replacing the trigger's function",
      "CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN RETURN NULL; END'",
      denied,
    ],
    ["skipping triggers by replication role", "SET session_replication_role = replica", denied],
    ["UPDATE audit_events", "UPDATE audit_events SET outcome = 'failure'", denied],
    ["DELETE audit_events", "DELETE FROM audit_events", denied],
    ["TRUNCATE audit_events", "TRUNCATE audit_events", denied],
    ["DROP TABLE audit_events", "DROP TABLE audit_events", mustOwn],
    ["rewriting the migration history", "DELETE FROM _prisma_migrations", denied],
  ])("is refused %s", async (_what, sql, error) => {
    await expect(app.query(sql)).rejects.toThrow(error);
  });

  it("cannot become the owner", async () => {
    await expect(app.query(`SET ROLE "${setup.roles.owner}"`)).rejects.toThrow(denied);
    const { rows } = await app.query<{ superuser: boolean; owner: boolean }>(
      `SELECT rolsuper AS superuser, pg_has_role(current_user, $1, 'USAGE') AS owner
         FROM pg_roles WHERE rolname = current_user`,
      [setup.roles.owner],
    );
    expect(rows).toEqual([{ superuser: false, owner: false }]);
  });

  it("leaves the audit row and the triggers as they were", async () => {
    const { rows } = await app.query(`SELECT outcome FROM audit_events WHERE id = $1`, [eventId]);
    expect(rows).toEqual([{ outcome: "success" }]);
    const triggers = await app.query(
      `SELECT tgname, tgenabled FROM pg_trigger
        WHERE tgrelid = 'audit_events'::regclass AND NOT tgisinternal ORDER BY tgname`,
    );
    expect(triggers.rows).toEqual([
      { tgname: "audit_events_no_truncate", tgenabled: "O" },
      { tgname: "audit_events_no_update_or_delete", tgenabled: "O" },
    ]);
  });

  it("does the app's normal work: audit inserts and reads, other tables' writes", async () => {
    const event = await appDb.auditEvent.create({ data: { action: "auth.sign_out", outcome: "success" } });
    expect(await appDb.auditEvent.findUnique({ where: { id: event.id } })).toMatchObject({
      action: "auth.sign_out",
    });
    const user = await appDb.user.create({
      data: { email: "roles@example.com", name: "Role Test", roles: ["finance_ops"] },
    });
    await appDb.user.update({ where: { id: user.id }, data: { disabled: true } });
    await appDb.user.delete({ where: { id: user.id } });
    expect(await appDb.user.count({ where: { id: user.id } })).toBe(0);
  });

  it("gets the same rights on a table a later migration creates (default privileges)", async () => {
    await withOwner((owner) =>
      owner.query("CREATE TABLE later_feature (id BIGSERIAL PRIMARY KEY, note TEXT)"),
    );
    await app.query("INSERT INTO later_feature (note) VALUES ('written by the app')");
    await app.query("UPDATE later_feature SET note = 'changed'");
    expect((await app.query("SELECT note FROM later_feature")).rows).toEqual([{ note: "changed" }]);
    await app.query("DELETE FROM later_feature");
    await expect(app.query("ALTER TABLE later_feature DISABLE TRIGGER ALL")).rejects.toThrow(mustOwn);
  });

  // What the app could do before: the owner may switch the trigger off, which is why the app must not be it.
  it("is needed: the owner may disable the trigger", async () => {
    await withOwner(async (owner) => {
      await owner.query("BEGIN");
      await owner.query("ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_or_delete");
      await owner.query("ROLLBACK");
    });
  });

  async function withOwner(work: (owner: pg.Client) => Promise<unknown>): Promise<void> {
    const owner = new pg.Client({ connectionString: setup.ownerUrl });
    await owner.connect();
    try {
      await work(owner);
    } finally {
      await owner.end();
    }
  }
});

describe("the README's production steps", () => {
  it("give the grants these roles get in development and the e2e stacks", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const lines = readme.split("\n").map((line) => line.trim());
    expect(lines.join("\n")).toContain(appRoleGrantsSql("countersign", DEFAULT_ROLES));
  });
});
