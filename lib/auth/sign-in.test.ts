import { beforeEach, describe, expect, it, vi } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { hashPassword } from "./password";
import { LOCK_MINUTES, MAX_FAILED_SIGN_INS, signInWithPassword } from "./sign-in";

// The limits per address and per account are set per test; high by default, so that the lock-out tests
// see the lock-out alone.
const env = vi.hoisted(() => ({
  SIGN_IN_MAX_PER_ACCOUNT: 1000,
  SIGN_IN_MAX_PER_ADDRESS: 1000,
  SIGN_IN_WINDOW_MINUTES: 60,
}));
vi.mock("@/lib/env", () => ({ env }));
// A password check that takes `slowMs` longer, so that in the bursts below every attempt has reached its
// count before the first check ends (a success resets the count, and would let later ones through).
const slow = vi.hoisted(() => ({ ms: 0 }));
vi.mock("./password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password")>();
  return {
    ...actual,
    async verifyPassword(password: string, stored: string) {
      if (slow.ms) await new Promise((r) => setTimeout(r, slow.ms));
      return actual.verifyPassword(password, stored);
    },
  };
});

describe("signInWithPassword", () => {
  const test = withAppTestDatabase();
  let email: string;
  const password = "the-right-password";

  beforeEach(async () => {
    Object.assign(env, { SIGN_IN_MAX_PER_ACCOUNT: 1000, SIGN_IN_MAX_PER_ADDRESS: 1000 });
    slow.ms = 0;
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

  it("tells the admins of the lock once, with its end and never the password tried", async () => {
    const admin = await test.db.user.create({
      data: { email: `admin-${email}`, name: "Admin", roles: ["admin"] },
    });
    for (let i = 0; i < MAX_FAILED_SIGN_INS + 2; i++) await attempt("secret-guess-1");
    const { id, lockedUntil } = await user();
    const rows = await test.db.notification.findMany({ where: { kind: "sign_in_lockout" } });
    expect(rows.map((r) => r.userId)).toEqual([admin.id]);
    expect(rows[0]).toMatchObject({
      subject: `lockout:${id}:${lockedUntil!.toISOString()}`,
      title: `${email} was locked out after ${MAX_FAILED_SIGN_INS} failed sign-ins`,
      body: `Locked until ${lockedUntil!.toISOString()} (sign-in).`,
    });
    expect(rows.map((r) => r.title + r.body).join()).not.toContain("secret-guess");
  });

  it("counts concurrent wrong guesses exactly, so a burst cannot slip past the limit", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt("wrong")));
    expect(results.filter((r) => !r.ok && r.reason === "locked").length).toBeGreaterThanOrEqual(1);
    expect((await user()).lockedUntil).not.toBeNull();
    expect(await attempt(password)).toEqual({ ok: false, reason: "locked" });
  });

  /** How many of the attempts had their password checked: a wrong one or a success, by the audit rows. */
  const checked = async () =>
    (await audit("auth.sign_in")).filter(
      (e) => e.outcome === "success" || (e.detail as { reason?: string }).reason === "wrong_password",
    ).length;
  const burst = (wrong: number, ip?: string) =>
    Promise.all(
      [...Array.from({ length: wrong }, () => "wrong"), password].map((pw) =>
        signInWithPassword({ email, password: pw }, { ip }),
      ),
    );

  it(`checks only ${MAX_FAILED_SIGN_INS} passwords of 11 wrong guesses and the right one sent at once`, async () => {
    // The finding: every attempt read "not locked" before any failure was counted, so all 12 were checked
    // (11 × invalid and a session). Now each is counted before its check; the sixth is refused unchecked.
    slow.ms = 1000;
    const results = await burst(11);
    expect(await checked()).toBe(MAX_FAILED_SIGN_INS);
    expect(results.filter((r) => !r.ok && r.reason === "locked").length).toBeGreaterThanOrEqual(
      12 - MAX_FAILED_SIGN_INS,
    );
    const denied = (await audit("auth.sign_in")).filter((e) => e.outcome === "denied");
    expect(denied).toHaveLength(12 - MAX_FAILED_SIGN_INS);
  });

  it("with one attempt left, checks exactly one of 12 sent at once, so the lock cannot be raced", async () => {
    await test.db.user.update({ where: { email }, data: { failedSignIns: MAX_FAILED_SIGN_INS - 1 } });
    slow.ms = 1000;
    const results = await burst(11);
    expect(await checked()).toBe(1);
    // The right password gets a session only if it happened to take the one slot left.
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(1);
    if (!results.some((r) => r.ok)) expect((await user()).lockedUntil).not.toBeNull();
  });

  it("limits attempts per source address across accounts, counted before any check", async () => {
    env.SIGN_IN_MAX_PER_ADDRESS = 3;
    const emails = Array.from({ length: 12 }, (_, i) => `spray-${i}-${email}`);
    const results = await Promise.all(
      emails.map((e) => signInWithPassword({ email: e, password: "guess" }, { ip: "203.0.113.7" })),
    );
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(9);
    const refusals = await test.db.auditEvent.findMany({
      where: { action: "auth.sign_in", ip: "203.0.113.7", outcome: "denied" },
    });
    expect(refusals).toHaveLength(9);
    expect(refusals[0]!.detail).toMatchObject({
      reason: "address_limit",
      retryAfterSeconds: expect.any(Number),
    });
    // Even the right password is refused from that address until the window ends; other addresses are not.
    expect(await signInWithPassword({ email, password }, { ip: "203.0.113.7" })).toEqual({
      ok: false,
      reason: "throttled",
    });
    expect(await signInWithPassword({ email, password }, { ip: "203.0.113.8" })).toMatchObject({ ok: true });
  });

  it("gives a successful sign-in's attempt back, so people signing in from one office never use it up", async () => {
    env.SIGN_IN_MAX_PER_ADDRESS = 2;
    for (let i = 0; i < 5; i++)
      expect(await signInWithPassword({ email, password }, { ip: "198.51.100.1" })).toMatchObject({
        ok: true,
      });
    const wrong = () => signInWithPassword({ email, password: "wrong" }, { ip: "198.51.100.1" });
    expect(await wrong()).toEqual({ ok: false, reason: "invalid" });
    expect(await wrong()).toEqual({ ok: false, reason: "invalid" });
    expect(await wrong()).toEqual({ ok: false, reason: "throttled" });
  });

  it("limits attempts per account, for unknown emails alike, whatever the address", async () => {
    env.SIGN_IN_MAX_PER_ACCOUNT = 3;
    const stranger = `nobody-${email}`;
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await signInWithPassword({ email: stranger, password: "guess" }, { ip: `192.0.2.${i}` }));
    expect(results.map((r) => !r.ok && r.reason)).toEqual([
      "invalid",
      "invalid",
      "invalid",
      "throttled",
      "throttled",
    ]);
    // A known account: 12 at once from 12 addresses, 3 checked, whatever the lock-out would allow.
    const burstResults = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signInWithPassword({ email: email.toUpperCase(), password: "wrong" }, { ip: `192.0.2.${100 + i}` }),
      ),
    );
    expect(await checked()).toBe(3);
    expect(burstResults.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(9);
    expect((await audit("auth.sign_in")).filter((e) => e.outcome === "denied")).toHaveLength(9);
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
