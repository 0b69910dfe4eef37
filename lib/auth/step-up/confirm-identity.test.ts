import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { confirmEnrolment } from "@/lib/services/mfa/confirm-enrolment";
import { startEnrolment } from "@/lib/services/mfa/start-enrolment";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { hashPassword } from "../password";
import { MAX_FAILED_SIGN_INS } from "../sign-in";
import { confirmIdentity, stepUpStatus } from "./confirm-identity";
import { renewSessionStepUp } from "./session-step-up";

vi.mock("@/lib/env", () => ({
  env: {
    NEXTAUTH_SECRET: { reveal: () => "a-test-session-secret-of-32-characters!" },
    SIGN_IN_MAX_PER_ACCOUNT: 1000,
    SIGN_IN_MAX_PER_ADDRESS: 1000,
    SIGN_IN_WINDOW_MINUTES: 60,
    STEP_UP_MINUTES: 15,
    OIDC_DISPLAY_NAME: "Acme SSO",
  },
}));

// The step-up check against a real database: it sets the session's step_up_at, and every try counts
// toward the sign-in lock-out like a sign-in attempt.
describe("confirmIdentity", () => {
  const test = withAppTestDatabase();
  const password = "the-right-password";
  let user: { id: string; email: string };
  let token: { uid: string; sid: string };

  async function newUser(passwordHash: string | null) {
    const email = `s-${Math.random().toString(36).slice(2, 10)}@example.com`;
    user = await test.db.user.create({ data: { email, name: "T", roles: ["finance_ops"], passwordHash } });
    const s = await test.db.userSession.create({
      data: { userId: user.id, expiresAt: new Date(Date.now() + 3_600_000), stepUpAt: null },
    });
    token = { uid: user.id, sid: s.id };
  }
  const ctx = () => ({ user, token, ip: "192.0.2.7", requestId: "r-1" });
  const confirm = (input: { password?: string; code?: string }) =>
    confirmIdentity(input, ctx()).then(
      (data) => ({ data }),
      (error: { code: string; fieldErrors?: unknown }) => ({ error }),
    );
  const stepUpAt = async () =>
    (await test.db.userSession.findUniqueOrThrow({ where: { id: token.sid } })).stepUpAt;
  const row = () => test.db.user.findUniqueOrThrow({ where: { id: user.id } });
  const audits = () =>
    test.db.auditEvent.findMany({
      where: { action: "auth.step_up", actorId: user.id },
      orderBy: { id: "asc" },
    });

  beforeEach(async () => {
    await test.db.mfaPolicy.deleteMany();
    await newUser(await hashPassword(password));
  });

  it("accepts the password: sets step_up_at, clears the count, audits success", async () => {
    expect(await confirm({ password: "wrong" })).toMatchObject({
      error: { code: "invalid_input", fieldErrors: { password: expect.any(String) } },
    });
    const before = Date.now();
    const { data } = (await confirm({ password })) as { data: { freshUntil: string } };
    expect(Date.parse(data.freshUntil)).toBeGreaterThanOrEqual(before + 15 * 60_000 - 5);
    expect((await stepUpAt())!.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(await row()).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    expect((await audits()).map((a) => a.outcome)).toEqual(["failure", "success"]);
  });

  it("counts a wrong password like a failed sign-in and locks at the limit, refusing even the right one", async () => {
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) {
      expect(await confirm({ password: "wrong" })).toMatchObject({ error: { code: "invalid_input" } });
      expect((await row()).failedSignIns).toBe(i);
    }
    expect(await confirm({ password: "wrong" })).toMatchObject({ error: { code: "forbidden" } });
    expect((await row()).lockedUntil).not.toBeNull();
    expect(await confirm({ password })).toMatchObject({ error: { code: "forbidden" } });
    expect(await stepUpAt()).toBeNull();
    expect((await audits()).at(-1)).toMatchObject({ outcome: "denied" });
    expect(await test.db.auditEvent.count({ where: { action: "auth.lockout", actorId: user.id } })).toBe(1);
  });

  it("asks an account with a second factor for its code, not its password", async () => {
    const state = await startEnrolment({ id: user.id, email: user.email });
    if (state.state !== "pending") throw new Error("expected a pending enrolment");
    const totp = new TOTP({ secret: Secret.fromBase32(state.secret) });
    await confirmEnrolment(totp.generate(), { user, requestId: null, ip: null });
    expect((await stepUpStatus({ user, token })).method).toBe("code");
    expect(await confirm({ password })).toMatchObject({
      error: { fieldErrors: { code: expect.any(String) } },
    });
    expect(await confirm({ code: "000000" })).toMatchObject({ error: { code: "invalid_input" } });
    expect((await row()).failedSignIns).toBe(1);
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect(await confirm({ code: next })).toMatchObject({ data: { method: "code" } });
    expect(await stepUpAt()).not.toBeNull();
  });

  it("refuses an SSO account (it signs in again at its identity provider)", async () => {
    await newUser(null);
    expect(await stepUpStatus({ user, token })).toEqual({ method: "sso", idp: "Acme SSO", freshUntil: null });
    expect(await confirm({ password: "x" })).toMatchObject({ error: { code: "forbidden" } });
    expect(await audits()).toMatchObject([{ outcome: "denied" }]);
  });

  it("the heartbeat slides a check that still counts and never renews a lapsed one", async () => {
    await test.db.userSession.update({
      where: { id: token.sid },
      data: { stepUpAt: new Date(Date.now() - 16 * 60_000) },
    });
    expect(await renewSessionStepUp(token)).toEqual({ freshUntil: null });
    const old = new Date(Date.now() - 14 * 60_000);
    await test.db.userSession.update({ where: { id: token.sid }, data: { stepUpAt: old } });
    const renewed = await renewSessionStepUp(token);
    expect(Date.parse(renewed.freshUntil!)).toBeGreaterThan(Date.now() + 14 * 60_000);
  });
});
