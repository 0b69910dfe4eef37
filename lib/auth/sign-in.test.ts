import { beforeEach, describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { hashPassword } from "./password";
import { LOCK_MINUTES, MAX_FAILED_SIGN_INS, signInWithPassword } from "./sign-in";

describe("signInWithPassword", () => {
  const test = withAppTestDatabase();
  let email: string;
  const password = "the-right-password";

  beforeEach(async () => {
    email = `user-${Math.random().toString(36).slice(2, 10)}@example.com`;
    await test.db.user.create({
      data: { email, name: "Test", roles: ["finance_ops"], passwordHash: await hashPassword(password) },
    });
  });

  const attempt = (pw: string, as = email) => signInWithPassword({ email: as, password: pw });
  const user = () => test.db.user.findUniqueOrThrow({ where: { email } });
  const audit = (action: string) =>
    test.db.auditEvent.findMany({ where: { action, actorEmail: email }, orderBy: { id: "asc" } });

  it("signs in with the right password, case-insensitively by email, and resets the count", async () => {
    await attempt("wrong");
    const result = await attempt(password, email.toUpperCase());
    expect(result).toMatchObject({ ok: true, user: { email, roles: ["finance_ops"] } });
    expect(await user()).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    expect((await user()).lastSignInAt).toBeInstanceOf(Date);
  });

  it(`locks after ${MAX_FAILED_SIGN_INS} failures for ${LOCK_MINUTES} minutes, refusing even the right password`, async () => {
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++)
      expect(await attempt("wrong")).toEqual({ ok: false, reason: "invalid" });
    const before = Date.now();
    expect(await attempt("wrong")).toEqual({ ok: false, reason: "locked" });
    const { lockedUntil } = await user();
    expect(lockedUntil!.getTime() - before).toBeGreaterThan((LOCK_MINUTES * 60 - 5) * 1000);
    expect(lockedUntil!.getTime() - before).toBeLessThan((LOCK_MINUTES * 60 + 5) * 1000);

    expect(await attempt(password)).toEqual({ ok: false, reason: "locked" });
    expect((await audit("auth.sign_in")).map((e) => e.outcome)).toEqual([
      ...Array(MAX_FAILED_SIGN_INS).fill("failure"),
      "denied",
    ]);
    expect(await audit("auth.lockout")).toHaveLength(1);
  });

  it("counts concurrent wrong guesses exactly, so a burst cannot slip past the limit", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt("wrong")));
    expect(results.filter((r) => !r.ok && r.reason === "locked").length).toBeGreaterThanOrEqual(1);
    expect((await user()).lockedUntil).not.toBeNull();
    expect(await attempt(password)).toEqual({ ok: false, reason: "locked" });
  });

  it("starts counting afresh once a lock has run out", async () => {
    await test.db.user.update({
      where: { email },
      data: { failedSignIns: MAX_FAILED_SIGN_INS, lockedUntil: new Date(Date.now() - 1000) },
    });
    expect(await attempt("wrong")).toEqual({ ok: false, reason: "invalid" });
    expect(await user()).toMatchObject({ failedSignIns: 1, lockedUntil: null });
    expect(await attempt(password)).toMatchObject({ ok: true });
  });

  it("answers an unknown email like a wrong password, and audits it", async () => {
    const stranger = `nobody-${Date.now()}@example.com`;
    expect(await attempt("whatever", stranger)).toEqual({ ok: false, reason: "invalid" });
    const rows = await test.db.auditEvent.findMany({ where: { actorEmail: stranger } });
    expect(rows).toMatchObject([
      { action: "auth.sign_in", outcome: "failure", detail: { reason: "unknown_email" } },
    ]);
  });

  it("reveals a disabled account only to someone with its password", async () => {
    await test.db.user.update({ where: { email }, data: { disabled: true } });
    expect(await attempt("wrong")).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt(password)).toEqual({ ok: false, reason: "disabled" });
  });

  it("refuses malformed input without touching the database", async () => {
    expect(await signInWithPassword({ email: "not-an-email", password })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await signInWithPassword({ email, password: "x".repeat(2000) })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await signInWithPassword(null)).toEqual({ ok: false, reason: "invalid" });
    expect((await user()).failedSignIns).toBe(0);
  });
});
