import { beforeAll, describe, expect, it } from "vitest";
import { notify } from "@/lib/db/notify";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { markAllRead, markRead, readBell } from "./bell";

// The bell against a real database: a user reads and marks only their own notifications, whatever id the
// browser sends; every mark leaves an audit row.

const test = withAppTestDatabase();
let ops: TActor;
let other: TActor;

async function actor(email: string): Promise<TActor> {
  const row = await test.db.user.create({ data: { email, name: email, roles: ["finance_ops"] } });
  return { user: { id: row.id, email }, requestId: "req-1", ip: "127.0.0.1" };
}

const waiting = (n: number) => ({
  kind: "approval_waiting" as const,
  subject: `payment:${n}`,
  title: `Payment ${n} waits for approval`,
  body: "b",
  link: `/payments/${n}`,
});

beforeAll(async () => {
  ops = await actor("ops@example.test");
  other = await actor("other@example.test");
  for (const n of [1, 2, 3]) await notify(test.db, waiting(n));
  // Only e-mail for this one: it is not the bell's.
  await test.db.notificationSubscription.create({
    data: { userId: ops.user.id, kind: "approval_waiting", channel: "in_app", mode: "off" },
  });
  await notify(test.db, waiting(4));
});

const idOf = async (userId: string, n: number) =>
  String((await test.db.notification.findFirstOrThrow({ where: { userId, subject: `payment:${n}` } })).id);

describe("the bell", () => {
  it("lists the user's own in-app notifications, newest first, with the unread count", async () => {
    const bell = await readBell(ops.user.id);
    expect(bell.items.map((i) => i.title)).toEqual([3, 2, 1].map((n) => `Payment ${n} waits for approval`));
    expect(bell.items[0]).toMatchObject({ kind: "approval_waiting", link: "/payments/3", readAt: null });
    expect(bell.unread).toBe(3);
    expect((await readBell(other.user.id)).unread).toBe(4);
  });

  it("marks one read, audited; another user's id is not found and changes nothing", async () => {
    const mine = await idOf(ops.user.id, 1);
    await expect(markRead({ id: mine }, ops)).resolves.toEqual({ id: mine });
    // Again: still read, at the first time.
    const first = (await readBell(ops.user.id)).items.find((i) => i.id === mine)!.readAt;
    await markRead({ id: mine }, ops);
    expect((await readBell(ops.user.id)).items.find((i) => i.id === mine)!.readAt).toBe(first);

    const theirs = await idOf(other.user.id, 1);
    await expect(markRead({ id: theirs }, ops)).rejects.toMatchObject({ code: "not_found" });
    await expect(markRead({ id: "999999999" }, ops)).rejects.toMatchObject({ code: "not_found" });
    expect((await readBell(other.user.id)).unread).toBe(4);
    expect((await readBell(ops.user.id)).unread).toBe(2);
    const audits = await test.db.auditEvent.findMany({ where: { action: "notifications.read" } });
    expect(audits.map((a) => [a.actorEmail, a.target])).toEqual([
      ["ops@example.test", `notification:${mine}`],
      ["ops@example.test", `notification:${mine}`],
    ]);
  });

  it("marks all read up to the newest shown, only the user's own; one arriving meanwhile stays unread", async () => {
    const upTo = await idOf(ops.user.id, 2);
    await notify(test.db, waiting(5));
    await test.db.notificationSubscription.deleteMany({ where: { userId: ops.user.id } });
    await notify(test.db, waiting(6));
    expect(await markAllRead({ upTo }, ops)).toEqual({ marked: 1 });
    const bell = await readBell(ops.user.id);
    expect(bell.unread).toBe(2);
    expect(bell.items.filter((i) => !i.readAt).map((i) => i.title)).toEqual([
      "Payment 6 waits for approval",
      "Payment 3 waits for approval",
    ]);
    expect((await readBell(other.user.id)).unread).toBe(6);
    const [last] = await test.db.auditEvent.findMany({
      where: { action: "notifications.read" },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(last).toMatchObject({ target: `user:${ops.user.id}`, detail: { upTo, marked: 1 } });
  });
});
