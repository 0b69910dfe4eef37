import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { giveBackAttempt, pruneAttemptLimits, takeAttempt } from "./attempt-limits";

describe("attempt limits", () => {
  const test = withAppTestDatabase();
  const limit = { max: 5, windowSeconds: 600 };
  let n = 0;
  const subject = () => `subject-${++n}-${Math.random().toString(36).slice(2, 8)}`;
  const row = (scope: string, s: string) =>
    test.db.attemptLimit.findUniqueOrThrow({ where: { scope_subject: { scope, subject: s } } });

  it("counts attempts that arrive at once one by one, allowing exactly `max`", async () => {
    const s = subject();
    const taken = await Promise.all(Array.from({ length: 20 }, () => takeAttempt("test", s, limit)));
    expect(taken.filter((t) => t.allowed)).toHaveLength(5);
    expect(taken.map((t) => t.attempts).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const t of taken) {
      expect(t.retryAfterSeconds).toBeGreaterThan(590);
      expect(t.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
  });

  it("keeps scopes and subjects apart", async () => {
    const s = subject();
    for (let i = 0; i < 5; i++) await takeAttempt("a", s, limit);
    expect((await takeAttempt("a", s, limit)).allowed).toBe(false);
    expect((await takeAttempt("b", s, limit)).allowed).toBe(true);
    expect((await takeAttempt("a", subject(), limit)).allowed).toBe(true);
  });

  it("starts a new window at 1 once the old one has ended", async () => {
    const s = subject();
    for (let i = 0; i < 6; i++) await takeAttempt("test", s, limit);
    await test.db.attemptLimit.update({
      where: { scope_subject: { scope: "test", subject: s } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await takeAttempt("test", s, limit)).toMatchObject({ allowed: true, attempts: 1 });
    expect((await row("test", s)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
  });

  it("gives an attempt back within the window, never below zero", async () => {
    const s = subject();
    await takeAttempt("test", s, limit);
    await giveBackAttempt("test", s);
    await giveBackAttempt("test", s);
    expect((await row("test", s)).attempts).toBe(0);
    await giveBackAttempt("test", "never-taken");
  });

  it("prunes ended windows only", async () => {
    const [ended, open] = [subject(), subject()];
    await takeAttempt("prune", ended, limit);
    await takeAttempt("prune", open, limit);
    await test.db.attemptLimit.update({
      where: { scope_subject: { scope: "prune", subject: ended } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await pruneAttemptLimits()).toBeGreaterThanOrEqual(1);
    const left = await test.db.attemptLimit.findMany({ where: { scope: "prune" } });
    expect(left.map((r) => r.subject)).toEqual([open]);
  });
});
