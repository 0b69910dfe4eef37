import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { confirmEnrolment } from "./confirm-enrolment";
import { resetUserMfa } from "./reset-user-mfa";
import { saveMfaPolicy } from "./save-mfa-policy";
import { startEnrolment } from "./start-enrolment";

vi.mock("@/lib/env", () => ({
  env: { NEXTAUTH_SECRET: { reveal: () => "a-test-session-secret-of-32-characters!" } },
}));

describe("second-factor services", () => {
  const test = withAppTestDatabase();
  let user: { id: string; email: string };
  let admin: { id: string; email: string };
  const actor = (u: { id: string; email: string }) => ({ user: u, requestId: "req-1", ip: "127.0.0.1" });
  const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

  beforeAll(async () => {
    user = await test.db.user.create({
      data: { email: "enrol@example.com", name: "U", roles: ["finance_ops"], passwordHash: "x" },
      select: { id: true, email: true },
    });
    admin = await test.db.user.create({
      data: { email: "admin@example.com", name: "A", roles: ["admin"], passwordHash: "x" },
      select: { id: true, email: true },
    });
  });

  it("enrols: the same QR on reload, a wrong code refused, the right one confirmed with ten codes", async () => {
    const first = await startEnrolment(user);
    expect(first).toMatchObject({
      state: "pending",
      qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    if (first.state !== "pending") return;
    expect(first.uri).toContain(`secret=${first.secret}`);
    expect(await startEnrolment(user)).toMatchObject({ secret: first.secret });

    const wrong = String((Number(code(first.secret)) + 500_000) % 1_000_000).padStart(6, "0");
    await expect(confirmEnrolment(wrong, actor(user))).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { code: expect.stringMatching(/does not match/) },
    });
    const done = await confirmEnrolment(code(first.secret), actor(user));
    expect(done.outcome === "enrolled" && done.recoveryCodes).toHaveLength(10);
    expect(await startEnrolment(user)).toMatchObject({ state: "enrolled", recoveryCodesLeft: 10 });
    await expect(confirmEnrolment(code(first.secret), actor(user))).rejects.toThrow(/already set up/);
    expect(
      await test.db.auditEvent.findMany({ where: { action: "auth.mfa.enrol", actorId: user.id } }),
    ).toMatchObject([{ outcome: "success", target: "user:enrol@example.com", requestId: "req-1" }]);
  });

  it("lets an administrator reset it, audited, and says when there is nothing to reset", async () => {
    await resetUserMfa(user.id, actor(admin));
    expect(await test.db.userMfa.findUnique({ where: { userId: user.id } })).toBeNull();
    expect(await test.db.mfaRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(
      await test.db.auditEvent.findMany({ where: { action: "user.mfa_reset", actorId: admin.id } }),
    ).toMatchObject([
      { outcome: "success", target: "user:enrol@example.com", detail: { wasConfirmed: true } },
    ]);
    await expect(resetUserMfa(user.id, actor(admin))).rejects.toThrow(/no second factor/);
  });

  it("saves the policy with an audit row naming before and after", async () => {
    expect(await saveMfaPolicy("all", actor(admin))).toEqual({ changed: true });
    expect(await saveMfaPolicy("all", actor(admin))).toEqual({ changed: false });
    expect(await test.db.mfaPolicy.findUnique({ where: { id: 1 } })).toMatchObject({
      policy: "all",
      updatedBy: "admin@example.com",
    });
    const rows = await test.db.auditEvent.findMany({
      where: { action: "settings.mfa_policy" },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => r.detail)).toEqual([
      { from: "money", to: "all", wasDefault: true },
      { from: "all", to: "all", wasDefault: false },
    ]);
  });
});
