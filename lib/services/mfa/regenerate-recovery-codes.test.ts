import { Secret, TOTP } from "otpauth";
import { describe, expect, it, vi } from "vitest";
import { matchRecoveryCode } from "@/lib/auth/mfa/recovery-codes";
import { mfaKeys } from "@/lib/auth/mfa/keys";
import { MAX_FAILED_SIGN_INS } from "@/lib/auth/lockout";
import { hashPassword } from "@/lib/auth/password";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { confirmEnrolment } from "./confirm-enrolment";
import { regenerateRecoveryCodes } from "./regenerate-recovery-codes";
import { startEnrolment } from "./start-enrolment";

vi.mock("@/lib/env", () => ({
  env: {
    NEXTAUTH_SECRET: { reveal: () => "a-test-session-secret-of-32-characters!" },
    SIGN_IN_WINDOW_MINUTES: 60,
    SIGN_IN_MAX_PER_ADDRESS: 1000,
    SIGN_IN_MAX_PER_ACCOUNT: 1000,
  },
}));

// Self-service recovery codes: the password or a current code proves it is the user; all ten are replaced
// (every old one stops working), the new ones returned once, and each try audited.

describe("replacing one's recovery codes", () => {
  const test = withAppTestDatabase();
  const PASSWORD = "correct horse battery";
  let n = 0;
  const actor = (u: { id: string; email: string }) => ({ user: u, requestId: "req-r", ip: "192.0.2.44" });
  const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) });

  /** A password user with a confirmed second factor and its first ten codes. */
  async function enrolled() {
    const user = await test.db.user.create({
      data: {
        email: `r${++n}@example.com`,
        name: "R",
        roles: ["finance_ops"],
        passwordHash: await hashPassword(PASSWORD),
      },
      select: { id: true, email: true },
    });
    const started = await startEnrolment(user);
    if (started.state !== "pending") throw new Error("not pending");
    // A code of the previous step: enrolment claims it, so the current one is still free for the test.
    const first = totp(started.secret).generate({ timestamp: Date.now() - 30_000 });
    const done = await confirmEnrolment(first, actor(user));
    if (done.outcome !== "enrolled") throw new Error("not enrolled");
    return { user, secret: started.secret, oldCodes: done.recoveryCodes };
  }
  const stored = (userId: string) => test.db.mfaRecoveryCode.findMany({ where: { userId } });
  const audits = (userId: string) =>
    test.db.auditEvent.findMany({
      where: { action: "auth.mfa.recovery_codes_replaced", actorId: userId },
      orderBy: { id: "asc" },
    });

  it("with the password: ten new codes, every old one gone, audited", async () => {
    const { user, oldCodes } = await enrolled();
    const { recoveryCodes } = await regenerateRecoveryCodes({ password: PASSWORD }, actor(user));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const rows = await stored(user.id);
    expect(rows).toHaveLength(10);
    const pepper = mfaKeys().recoveryPepper;
    for (const c of oldCodes) expect(matchRecoveryCode(c, rows, pepper)).toBeNull();
    for (const c of recoveryCodes) expect(matchRecoveryCode(c, rows, pepper)).not.toBeNull();
    expect(await audits(user.id)).toEqual([
      expect.objectContaining({
        outcome: "success",
        target: `user:${user.email}`,
        ip: "192.0.2.44",
        detail: { method: "password", recoveryCodes: 10 },
      }),
    ]);
  });

  it("with a current code, which cannot then be used again", async () => {
    const { user, secret } = await enrolled();
    const code = totp(secret).generate();
    const out = await regenerateRecoveryCodes({ code }, actor(user));
    expect(out.recoveryCodes).toHaveLength(10);
    await expect(regenerateRecoveryCodes({ code }, actor(user))).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { code: expect.stringMatching(/does not match/) },
    });
    expect((await audits(user.id)).map((a) => [a.outcome, (a.detail as { method: string }).method])).toEqual([
      ["success", "totp"],
      ["failure", "totp"],
    ]);
  });

  it("refuses a wrong password or no proof, changes nothing, and counts the wrong one toward the lock-out", async () => {
    const { user } = await enrolled();
    const before = (await stored(user.id)).map((r) => r.id).sort();
    await expect(regenerateRecoveryCodes({ password: "not it" }, actor(user))).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { password: "That password is not right." },
    });
    await expect(regenerateRecoveryCodes({}, actor(user))).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { password: expect.any(String) },
    });
    expect((await stored(user.id)).map((r) => r.id).sort()).toEqual(before);
    expect(await test.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      failedSignIns: 1,
    });
    expect((await audits(user.id)).map((a) => a.detail)).toEqual([
      { method: "password", reason: "wrong_password", failedSignIns: 1 },
    ]);
  });

  it("audits the lock a wrong password starts, as a failed sign-in does", async () => {
    const { user } = await enrolled();
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++)
      await expect(regenerateRecoveryCodes({ password: "not it" }, actor(user))).rejects.toMatchObject({
        code: "invalid_input",
      });
    await expect(regenerateRecoveryCodes({ password: "not it" }, actor(user))).rejects.toMatchObject({
      code: "forbidden",
    });
    const locks = await test.db.auditEvent.findMany({ where: { action: "auth.lockout", actorId: user.id } });
    expect(locks).toEqual([
      expect.objectContaining({
        target: `user:${user.id}`,
        detail: expect.objectContaining({ failedSignIns: MAX_FAILED_SIGN_INS, via: "recovery_codes" }),
      }),
    ]);
  });

  it("refuses a user without a second factor, audited", async () => {
    const user = await test.db.user.create({
      data: {
        email: `none${++n}@example.com`,
        name: "N",
        roles: [],
        passwordHash: await hashPassword(PASSWORD),
      },
      select: { id: true, email: true },
    });
    await expect(regenerateRecoveryCodes({ password: PASSWORD }, actor(user))).rejects.toMatchObject({
      code: "conflict",
    });
    expect((await audits(user.id)).map((a) => a.outcome)).toEqual(["failure"]);
    expect(await stored(user.id)).toEqual([]);
  });
});
