// The start-up warning (lib/startup.ts) must name what a too-powerful role could do, and stay silent for the
// app role. The database here was migrated by the superuser and then handed to the owner, as `npm run dev`
// does with a development cluster from before the roles existed (scripts/embedded-roles.ts).
import { afterAll, describe, expect, it } from "vitest";
import { withSeparatedRoles } from "@/lib/testing/separated-roles";
import { createDb, type Db } from "./client";
import { databaseRoleRisks } from "./role-check";

describe("databaseRoleRisks", () => {
  const setup = withSeparatedRoles("superuser");
  const opened: Db[] = [];
  const as = (url: string) => {
    const db = createDb(url);
    opened.push(db);
    return databaseRoleRisks(db);
  };
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.$disconnect()));
  });

  it("finds nothing to warn about for the app role", async () => {
    expect(await as(setup.appUrl)).toEqual({ role: setup.roles.app, risks: [] });
  });

  it("warns when the app connects as the owner (one DATABASE_URL for migrations and app)", async () => {
    const { role, risks } = await as(setup.ownerUrl);
    expect(role).toBe(setup.roles.owner);
    expect(risks).toEqual([
      "owns audit_events (and so may disable its append-only triggers)",
      "may create tables in schema public",
      "may UPDATE audit_events",
      "may DELETE audit_events",
      "may TRUNCATE audit_events",
    ]);
  });

  it("warns when the app connects as a superuser", async () => {
    expect((await as(setup.superUrl)).risks).toContain("is a superuser");
  });
});
