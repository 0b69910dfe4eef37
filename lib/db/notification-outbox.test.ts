import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import {
  claimDigests,
  claimImmediate,
  failAbandoned,
  markAttemptFailed,
  markSent,
  settleMessage,
  type TOutboxPolicy,
} from "./notification-outbox";

// The outbox claim against a real PostgreSQL (docs/notifications.md#delivery): concurrent claimers, expired
// claims, settling only our own claim, backoff, giving up, and digests claimed whole.
describe("notification outbox", () => {
  const test = withAppTestDatabase();
  const policy: TOutboxPolicy = {
    leaseMs: 60_000,
    maxAttempts: 3,
    backoffBaseMs: 1_000,
    backoffMaxMs: 3_000,
  };
  const others: Db[] = [];
  const client = () => {
    const c = createDb(test.url);
    others.push(c);
    return c;
  };
  afterAll(() => Promise.all(others.map((c) => c.$disconnect())));
  let n = 0;

  beforeEach(async () => {
    await test.db.notificationOutbox.deleteMany();
  });

  async function rows(count: number, mode: "immediate" | "digest" = "immediate", email = "a@example.test") {
    const user =
      (await test.db.user.findUnique({ where: { email } })) ??
      (await test.db.user.create({ data: { email, name: email, roles: ["finance_ops"] } }));
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const note = await test.db.notification.create({
        data: {
          userId: user.id,
          kind: "approval_waiting",
          subject: `s${n++}`,
          title: "t",
          body: "b",
          inApp: true,
        },
      });
      const o = await test.db.notificationOutbox.create({
        data: { notificationIds: [note.id], channel: "email", mode },
      });
      ids.push(o.id.toString());
    }
    return { user, ids };
  }
  const row = (id: string) => test.db.notificationOutbox.findUniqueOrThrow({ where: { id: BigInt(id) } });

  /** One immediate e-mail to several users, as notify() queues it: one row naming their notifications. */
  async function message(emails: string[]) {
    const subject = `m${n++}`;
    const notes = [];
    for (const email of emails) {
      const user =
        (await test.db.user.findUnique({ where: { email } })) ??
        (await test.db.user.create({ data: { email, name: email, roles: ["finance_ops"] } }));
      notes.push(
        await test.db.notification.create({
          data: { userId: user.id, kind: "approval_waiting", subject, title: "t", body: "b", inApp: true },
        }),
      );
    }
    const o = await test.db.notificationOutbox.create({
      data: { notificationIds: notes.map((x) => x.id), channel: "email", mode: "immediate" },
    });
    return { id: o.id.toString(), notes: notes.map((x) => x.id.toString()) };
  }

  it("never gives the same row to two concurrent claimers", async () => {
    const { ids } = await rows(90);
    const [a, b] = [client(), client()];
    const taken: string[] = [];
    for (let round = 0; round < 6; round++) {
      const [x, y] = await Promise.all([claimImmediate(policy, 7, a), claimImmediate(policy, 7, b)]);
      taken.push(...x.map((r) => r.id), ...y.map((r) => r.id));
    }
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.every((id) => ids.includes(id))).toBe(true);
    expect(taken).toHaveLength(6 * 14);
  });

  it("takes a claim that expired again, and the first claimer's settle then changes nothing", async () => {
    const { ids } = await rows(1);
    const [first] = await claimImmediate({ ...policy, leaseMs: 1 }, 10);
    expect(first).toMatchObject({ id: ids[0], attempts: 1, channel: "email", email: "a@example.test" });
    await new Promise((r) => setTimeout(r, 20));
    const [second] = await claimImmediate(policy, 10);
    expect(second).toMatchObject({ id: ids[0], attempts: 2 });
    expect(await claimImmediate(policy, 10)).toHaveLength(0); // held by the second claim
    expect(await markSent([first!])).toBe(0);
    expect(await markSent([second!])).toBe(1);
    expect(await row(ids[0]!)).toMatchObject({ state: "sent", claimedUntil: null });
  });

  it("backs off exponentially and fails the row after the last attempt", async () => {
    const { ids } = await rows(1);
    const id = ids[0]!;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await test.db.notificationOutbox.update({
        where: { id: BigInt(id) },
        data: { nextAttemptAt: new Date() },
      });
      const [c] = await claimImmediate(policy, 10);
      expect(c?.attempts).toBe(attempt);
      const before = Date.now();
      expect(await markAttemptFailed([c!], policy, "SMTP 421", false)).toBe(attempt === 3 ? 1 : 0);
      const r = await row(id);
      delays.push(r.nextAttemptAt.getTime() - before);
      expect(r).toMatchObject({ state: attempt === 3 ? "failed" : "pending", lastError: "SMTP 421" });
    }
    expect(delays[0]).toBeGreaterThan(800);
    expect(delays[0]).toBeLessThan(1_500);
    expect(delays[1]).toBeGreaterThan(1_800);
    expect(delays[1]).toBeLessThan(2_500);
    expect(await claimImmediate(policy, 10)).toHaveLength(0);
  });

  it("fails at once when retrying cannot help, and fails an abandoned last attempt", async () => {
    await rows(2);
    const [refused, abandoned] = await claimImmediate(policy, 2);
    expect(await markAttemptFailed([refused!], policy, "refused", true)).toBe(1);
    await test.db.notificationOutbox.update({
      where: { id: BigInt(abandoned!.id) },
      data: { claimedUntil: new Date(Date.now() - 1_000) },
    });
    expect(await failAbandoned(policy)).toEqual([]); // attempts left: it is claimed again instead
    expect(await failAbandoned({ ...policy, maxAttempts: 1 })).toEqual([{ channel: "email" }]);
    expect(await row(refused!.id)).toMatchObject({ state: "failed", lastError: "refused" });
    expect((await row(abandoned!.id)).state).toBe("failed");
  });

  it("claims a user's digest whole once its oldest row waited, and never splits it between claimers", async () => {
    const a = await rows(3, "digest", "a@example.test");
    const b = await rows(1, "digest", "b@example.test");
    await test.db.notificationOutbox.updateMany({
      where: { id: { in: a.ids.map(BigInt) } },
      data: { createdAt: new Date(Date.now() - 61 * 60_000) },
    });
    const [x, y] = await Promise.all([
      claimDigests(policy, 60, 10, client()),
      claimDigests(policy, 60, 10, client()),
    ]);
    const got = [x, y].sort((p, q) => q.length - p.length);
    expect(got[0]!.map((r) => r.id).sort()).toEqual([...a.ids].sort());
    expect(got[1]).toEqual([]);
    expect((await row(b.ids[0]!)).state).toBe("pending"); // not old enough yet
    expect(await claimImmediate(policy, 10)).toHaveLength(0); // digest rows are not immediate ones
  });

  it("claims a message as one row and returns each of its recipients", async () => {
    const m = await message(["m1@example.test", "m2@example.test", "m3@example.test"]);
    const got = await claimImmediate(policy, 1);
    expect(got.map((r) => [r.id, r.attempts, r.notificationId, r.email])).toEqual([
      [m.id, 1, m.notes[0], "m1@example.test"],
      [m.id, 1, m.notes[1], "m2@example.test"],
      [m.id, 1, m.notes[2], "m3@example.test"],
    ]);
    // A failed attempt counts every recipient of a row that gave up.
    expect(await markAttemptFailed([got[0]!], policy, "SMTP 554", true)).toBe(3);
  });

  it("splits the recipients a message did not reach off to rows of their own, backed off or failed", async () => {
    const m = await message(["s1@example.test", "s2@example.test", "s3@example.test"]);
    const [c] = await claimImmediate(policy, 1);
    const before = Date.now();
    const settled = await settleMessage(
      c!,
      [m.notes[0]!],
      [
        { notificationId: m.notes[1]!, error: "SMTP 452", final: false },
        { notificationId: m.notes[2]!, error: "SMTP 550", final: true },
      ],
      policy,
    );
    expect(settled).toEqual({ marked: true, failed: 1 });
    const all = await test.db.notificationOutbox.findMany({ orderBy: { id: "asc" } });
    const original = await row(m.id);
    expect(all.map((r) => [r.notificationIds.map(String), r.state, r.attempts, r.lastError])).toEqual([
      [[m.notes[0]], "sent", 1, null],
      [[m.notes[1]], "pending", 1, "SMTP 452"],
      [[m.notes[2]], "failed", 1, "SMTP 550"],
    ]);
    // The split rows keep the message's age (digests and the System page read it) and back off as any retry.
    expect(all.every((r) => r.createdAt.getTime() === original.createdAt.getTime())).toBe(true);
    expect(all[1]!.nextAttemptAt.getTime() - before).toBeGreaterThan(800);
    expect(await claimImmediate(policy, 10)).toHaveLength(0); // the retry waits for its backoff
  });

  it("splits nothing when the claim was taken meanwhile", async () => {
    const m = await message(["t1@example.test", "t2@example.test"]);
    const [first] = await claimImmediate({ ...policy, leaseMs: 1 }, 1);
    await new Promise((r) => setTimeout(r, 20));
    const [second] = await claimImmediate(policy, 1);
    const split = [{ notificationId: m.notes[1]!, error: "SMTP 550", final: true }];
    expect(await settleMessage(first!, [m.notes[0]!], split, policy)).toEqual({ marked: false, failed: 0 });
    expect(await test.db.notificationOutbox.count()).toBe(1);
    expect(await row(m.id)).toMatchObject({
      state: "sending",
      attempts: 2,
      notificationIds: m.notes.map(BigInt),
    });
    expect(await settleMessage(second!, [m.notes[0]!], split, policy)).toEqual({ marked: true, failed: 1 });
  });
});
