import { beforeEach, describe, expect, it, vi } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { saveMfaPolicyAction } from "./mfa";

// Who must have a second factor is a security setting like the others an administrator changes: saving it
// asks for a fresh step-up first (README.md, Security: Step-up), so an unattended session cannot turn the
// second factor off for everyone.

vi.mock("@/lib/env", () => ({ env: { STEP_UP_MINUTES: 15 } }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
const session = vi.hoisted(() => ({ token: {} as Record<string, unknown>, user: null as unknown }));
vi.mock("@/lib/auth/current-user", () => ({
  currentSession: async () => session,
  requestContext: async () => ({ requestId: "req-mfa-policy", pathname: "/settings", ip: "192.0.2.9" }),
}));

describe("saveMfaPolicyAction", () => {
  const test = withAppTestDatabase();
  let userId: string;

  beforeEach(async () => {
    const email = `admin-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const row = await test.db.user.create({ data: { email, name: "Admin", roles: ["admin"] } });
    userId = row.id;
    session.user = { id: row.id, email, name: "Admin", roles: ["admin"] };
  });

  async function sessionCheckedMinutesAgo(minutes: number | null) {
    const row = await test.db.userSession.create({
      data: {
        userId,
        expiresAt: new Date(Date.now() + 3_600_000),
        stepUpAt: minutes === null ? null : new Date(Date.now() - minutes * 60_000),
      },
    });
    session.token = { uid: userId, sid: row.id };
  }
  const policyAudits = () => test.db.auditEvent.count({ where: { action: "settings.mfa_policy" } });

  it("refuses a session without a fresh step-up and leaves the policy as it was", async () => {
    const before = await test.db.mfaPolicy.findMany();
    await sessionCheckedMinutesAgo(null);
    expect(await saveMfaPolicyAction({ policy: "optional" })).toMatchObject({
      error: { code: "step_up_required" },
    });
    await sessionCheckedMinutesAgo(16);
    expect(await saveMfaPolicyAction({ policy: "optional" })).toMatchObject({
      error: { code: "step_up_required" },
    });
    expect(await test.db.mfaPolicy.findMany()).toEqual(before);
    expect(await policyAudits()).toBe(0);
  });

  it("saves with a fresh step-up", async () => {
    await sessionCheckedMinutesAgo(1);
    const audited = await policyAudits();
    expect(await saveMfaPolicyAction({ policy: "money" })).toMatchObject({
      data: { policy: "money", changed: expect.any(Boolean) },
    });
    expect(await test.db.mfaPolicy.findFirst()).toMatchObject({ policy: "money" });
    expect(await policyAudits()).toBe(audited + 1);
  });
});
