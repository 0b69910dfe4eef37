import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { confirmEnrolment } from "@/lib/services/mfa/confirm-enrolment";
import { startEnrolment } from "@/lib/services/mfa/start-enrolment";
import { hashPassword } from "./password";
import { MAX_FAILED_SIGN_INS, signInWithPassword } from "./sign-in";

vi.mock("@/lib/env", () => ({
  env: {
    NEXTAUTH_SECRET: { reveal: () => "a-test-session-secret-of-32-characters!" },
    SIGN_IN_MAX_PER_ACCOUNT: 1000,
    SIGN_IN_MAX_PER_ADDRESS: 1000,
    SIGN_IN_WINDOW_MINUTES: 60,
  },
}));

// The second-factor step of a password sign-in (lib/auth/mfa/second-factor-step.ts), through
// signInWithPassword as next-auth's authorize() calls it, against a real database.
describe("signInWithPassword with a second factor", () => {
  const test = withAppTestDatabase();
  const password = "the-right-password";
  let email: string;
  let id: string;

  async function newUser(roles: ("finance_ops" | "manager" | "admin")[]) {
    email = `mfa-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const row = await test.db.user.create({
      data: { email, name: "Test", roles, passwordHash: await hashPassword(password) },
    });
    id = row.id;
    return row;
  }

  /** Enrols through the services, as the enrolment page does; returns the secret and recovery codes. */
  async function enrol() {
    const actor = { user: { id, email }, requestId: null, ip: null };
    const state = await startEnrolment({ id, email });
    if (state.state !== "pending") throw new Error("expected a pending enrolment");
    const result = await confirmEnrolment(code(state.secret), actor);
    if (result.outcome !== "enrolled") throw new Error("enrolment failed");
    return { secret: state.secret, recoveryCodes: result.recoveryCodes };
  }

  /** The code of the step `ahead` steps from now (enrolment used the current one). */
  const code = (secret: string, ahead = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + ahead * 30_000 });
  const attempt = (extra: { code?: string; password?: string } = {}) =>
    signInWithPassword({ email, password, ...extra });
  const user = () => test.db.user.findUniqueOrThrow({ where: { id } });
  const audit = (action: string) =>
    test.db.auditEvent.findMany({ where: { action, actorEmail: email }, orderBy: { id: "asc" } });

  beforeEach(async () => {
    await test.db.mfaPolicy.deleteMany();
    await newUser(["finance_ops"]);
  });

  it("asks an enrolled account for its code, signing nobody in and clearing no failure count", async () => {
    await enrol();
    await test.db.user.update({ where: { id }, data: { failedSignIns: 2 } });
    expect(await attempt()).toEqual({ ok: false, reason: "mfa_required" });
    expect(await attempt({ code: "  " })).toEqual({ ok: false, reason: "mfa_required" });
    expect(await user()).toMatchObject({ failedSignIns: 2, lastSignInAt: null });
  });

  it("signs in with the next code, and refuses the same code again as a replay (counted)", async () => {
    const { secret } = await enrol();
    const next = code(secret, 1);
    expect(await attempt({ code: next })).toMatchObject({ ok: true, user: { id } });
    expect((await user()).failedSignIns).toBe(0);
    expect(await attempt({ code: next })).toEqual({ ok: false, reason: "mfa_invalid" });
    expect((await user()).failedSignIns).toBe(1);
    const rows = await audit("auth.sign_in");
    expect(rows.at(-2)).toMatchObject({ outcome: "success", detail: { secondFactor: "totp" } });
    expect(rows.at(-1)).toMatchObject({ outcome: "failure", detail: { reason: "replayed_code" } });
  });

  it("refuses the code that confirmed enrolment: its step is used", async () => {
    const { secret } = await enrol();
    expect(await attempt({ code: code(secret) })).toEqual({ ok: false, reason: "mfa_invalid" });
  });

  it("lets one of two concurrent requests with the same code through", async () => {
    const { secret } = await enrol();
    const next = code(secret, 1);
    const results = await Promise.all([attempt({ code: next }), attempt({ code: next })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it(`counts wrong codes toward the lock-out: ${MAX_FAILED_SIGN_INS} lock the account`, async () => {
    const { secret } = await enrol();
    const wrong = String((Number(code(secret, 1)) + 500_000) % 1_000_000).padStart(6, "0");
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++)
      expect(await attempt({ code: wrong })).toEqual({ ok: false, reason: "mfa_invalid" });
    expect(await attempt({ code: "not-a-code" })).toEqual({ ok: false, reason: "locked" });
    expect(await attempt({ code: code(secret, 1) })).toEqual({ ok: false, reason: "locked" });
    expect(await audit("auth.lockout")).toHaveLength(1);
  });

  it("accepts each recovery code once", async () => {
    const { recoveryCodes } = await enrol();
    const [first, second] = recoveryCodes;
    expect(await attempt({ code: first!.toUpperCase() })).toMatchObject({ ok: true });
    expect(await attempt({ code: first })).toEqual({ ok: false, reason: "mfa_invalid" });
    expect(await attempt({ code: second })).toMatchObject({ ok: true });
    expect(await audit("auth.mfa.recovery_code_used")).toMatchObject([
      { outcome: "success", detail: { left: 9 } },
      { outcome: "success", detail: { left: 8 } },
    ]);
  });

  it("flags a session that must enrol, by the policy and the account's roles", async () => {
    // No saved policy: roles that move money must enrol.
    expect(await attempt()).toMatchObject({ ok: true, user: { mfaEnrol: true } });
    await newUser(["manager"]);
    const manager = await attempt();
    expect(manager.ok && manager.user.mfaEnrol).toBeFalsy();

    await test.db.mfaPolicy.create({ data: { policy: "all", updatedBy: "test" } });
    expect(await attempt()).toMatchObject({ ok: true, user: { mfaEnrol: true } });
    await test.db.mfaPolicy.update({ where: { id: 1 }, data: { policy: "optional" } });
    await newUser(["admin"]);
    const admin = await attempt();
    expect(admin.ok && admin.user.mfaEnrol).toBeFalsy();
  });

  it("refuses, without counting it against the user, a secret that no longer opens (a changed key)", async () => {
    const { secret } = await enrol();
    const row = await test.db.userMfa.findUniqueOrThrow({ where: { userId: id } });
    const [v, , ...rest] = row.secretBox.split(".");
    await test.db.userMfa.update({
      where: { userId: id },
      data: { secretBox: [v, "otherkey", ...rest].join(".") },
    });
    expect(await attempt({ code: code(secret, 1) })).toEqual({ ok: false, reason: "mfa_invalid" });
    expect((await user()).failedSignIns).toBe(0);
    expect((await audit("auth.sign_in")).at(-1)).toMatchObject({
      detail: { reason: "second_factor_unreadable", detail: "other_key" },
    });
  });

  it("keeps the secret encrypted at rest", async () => {
    const { secret } = await enrol();
    const row = await test.db.userMfa.findUniqueOrThrow({ where: { userId: id } });
    expect(row.secretBox).not.toContain(secret);
    expect(row.secretBox).toMatch(/^v1\./);
  });
});
