import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { saveSlaAction } from "./deadlines";

// Only an administrator (deadlines.manage) sets a queue's service level; anyone else is refused and the
// refusal audited; bad minutes come back as a message on the field.

vi.mock("@/lib/env", () => ({ env: { STEP_UP_MINUTES: 15 } }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
const session = vi.hoisted(() => ({ token: {} as Record<string, unknown>, user: null as unknown }));
vi.mock("@/lib/auth/current-user", () => ({
  currentSession: async () => session,
  requestContext: async () => ({ requestId: "req-sla", pathname: "/settings/deadlines", ip: "192.0.2.9" }),
}));

describe("saveSlaAction", () => {
  const test = withAppTestDatabase();

  async function as(roles: TRole[]) {
    const email = `u-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const row = await test.db.user.create({ data: { email, name: "U", roles } });
    const s = await test.db.userSession.create({
      data: { userId: row.id, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    session.user = { id: row.id, email, name: "U", roles };
    session.token = { uid: row.id, sid: s.id };
    return email;
  }
  beforeEach(async () => {
    await test.db.deadlineSla.deleteMany();
  });

  it("refuses everyone but an administrator, audited, and saves nothing", async () => {
    for (const role of ["finance_ops", "manager", "compliance"] as const) {
      const email = await as([role]);
      expect(await saveSlaAction({ queue: "approvals", minutes: 5 })).toMatchObject({
        error: { code: "forbidden" },
      });
      expect(
        await test.db.auditEvent.count({ where: { action: "permission.denied", actorEmail: email } }),
      ).toBeGreaterThan(0);
    }
    expect(await test.db.deadlineSla.count()).toBe(0);
  });

  it("saves an administrator's level, audited", async () => {
    const email = await as(["admin"]);
    expect(await saveSlaAction({ queue: "drafts", minutes: 90 })).toMatchObject({
      data: { queue: "drafts", minutes: 90, changed: true },
    });
    expect(await test.db.deadlineSla.findUnique({ where: { queue: "drafts" } })).toMatchObject({
      minutes: 90,
      updatedBy: email,
    });
    expect(
      await test.db.auditEvent.findFirst({ where: { action: "settings.deadline_sla", actorEmail: email } }),
    ).toMatchObject({ target: "settings:deadline_sla:drafts", requestId: "req-sla" });
  });

  it("answers bad minutes on the field", async () => {
    await as(["admin"]);
    const result = await saveSlaAction({ queue: "drafts", minutes: 0 });
    expect(result).toMatchObject({
      error: { code: "invalid_input", fieldErrors: { minutes: expect.any(String) } },
    });
  });
});
