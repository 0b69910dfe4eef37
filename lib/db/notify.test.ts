import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { CHANGE_CHANNEL } from "@/lib/live-topics";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { notify } from "./notify";

// The fan-out: role defaults, a user's own choices, the kind's permission, the webhook only with a URL, and
// a subject told once however often it is seen again.
describe("notify", () => {
  const test = withAppTestDatabase();
  const user = (
    email: string,
    roles: ("finance_ops" | "compliance" | "manager" | "admin")[],
    disabled = false,
  ) => test.db.user.create({ data: { email, name: email, roles, disabled } });
  const toSign = {
    kind: "approval_waiting",
    subject: "trx:42",
    title: "Payment 42 waits",
    body: "b",
    link: "/payments/42",
  } as const;

  it("tells the roles of the default in-app and by e-mail, nobody without the permission, once per subject", async () => {
    const ops = await user("ops@example.test", ["finance_ops"]);
    await user("off@example.test", ["finance_ops"], true);
    await user("cmp@example.test", ["compliance"]);
    expect(await notify(test.db, toSign)).toBe(1);
    expect(await notify(test.db, toSign)).toBe(0);
    const rows = await test.db.notification.findMany();
    expect(rows).toMatchObject([{ userId: ops.id, inApp: true, subject: "trx:42", link: "/payments/42" }]);
    const outbox = await test.db.notificationOutbox.findMany();
    expect(outbox).toMatchObject([
      { notificationIds: [rows[0]!.id], channel: "email", mode: "immediate", state: "pending" },
    ]);
    const live = await test.db.changeEvent.findMany({ where: { topic: "notifications" } });
    expect(live.map((c) => c.ref)).toEqual([ops.id]);
  });

  it("follows a user's own choices: off, digest, and the webhook only where a URL is set", async () => {
    const a = await user("a@example.test", ["finance_ops"]);
    const b = await user("b@example.test", ["finance_ops"]);
    const m = await user("m@example.test", ["manager", "finance_ops"]);
    const seen = (await test.db.notificationOutbox.findMany()).map((o) => o.id);
    await test.db.notificationSubscription.createMany({
      data: [
        { userId: a.id, kind: "approval_waiting", channel: "in_app", mode: "off" },
        { userId: a.id, kind: "approval_waiting", channel: "email", mode: "off" },
        { userId: b.id, kind: "approval_waiting", channel: "email", mode: "digest" },
        { userId: b.id, kind: "approval_waiting", channel: "webhook", mode: "immediate" },
        { userId: m.id, kind: "approval_waiting", channel: "webhook", mode: "immediate" },
      ],
    });
    await test.db.notificationSetting.create({
      data: { userId: m.id, webhookUrl: "https://hooks.example.test/x" },
    });
    // The user of the test above is told too (subscribed by default), of this new subject.
    expect(await notify(test.db, { ...toSign, subject: "trx:43" })).toBe(3);
    const outbox = await test.db.notificationOutbox.findMany({ where: { id: { notIn: seen } } });
    const byUser = new Map((await test.db.notification.findMany()).map((n) => [n.id, n.userId]));
    const got = outbox.flatMap((o) => o.notificationIds.map((id) => [byUser.get(id), o.channel, o.mode]));
    expect(got).toEqual(
      expect.arrayContaining([
        [b.id, "email", "digest"],
        [m.id, "email", "immediate"],
        [m.id, "webhook", "immediate"],
      ]),
    );
    expect(got).toHaveLength(4);
    // The two immediate e-mails are one message: one row naming both recipients.
    expect(outbox.filter((o) => o.channel === "email" && o.mode === "immediate")).toMatchObject([
      { notificationIds: [expect.any(BigInt), expect.any(BigInt)] },
    ]);
  });

  it("tells only the named users when the event is one person's", async () => {
    const a = await user("one@example.test", ["finance_ops"]);
    await user("other@example.test", ["finance_ops"]);
    const told = await notify(test.db, {
      ...toSign,
      kind: "draft_decided",
      subject: "draft:1",
      userIds: [a.id],
    });
    expect(told).toBe(1);
    const rows = await test.db.notification.findMany({ where: { kind: "draft_decided" } });
    expect(rows.map((n) => n.userId)).toEqual([a.id]);
  });

  // One live event per notify(), naming its in-app recipients (migration 20261203100000): the stream
  // (lib/live/bell-change.ts) forwards it to each of them alone.
  it("writes one live event per fan-out, naming its in-app recipients, or none when there are too many", async () => {
    const many = await test.db.user.createManyAndReturn({
      data: Array.from({ length: 151 }, (_, i) => ({
        email: `many${i}@example.test`,
        name: `Many ${i}`,
        roles: ["finance_ops" as const],
      })),
    });
    const ids = many.map((u) => u.id);
    const after = await test.db.changeEvent.aggregate({ _max: { id: true } });
    const since = { topic: "notifications", id: { gt: after._max.id ?? 0n } };
    expect(await notify(test.db, { ...toSign, subject: "trx:few", userIds: ids.slice(0, 3) })).toBe(3);
    const few = await test.db.changeEvent.findMany({ where: since });
    expect(few).toHaveLength(1);
    expect(few[0]!.ref!.split(",").sort()).toEqual(ids.slice(0, 3).sort());

    await test.db.notificationSubscription.createMany({
      data: ids
        .slice(0, 150)
        .map((userId) => ({ userId, kind: "approval_waiting", channel: "in_app", mode: "off" })),
    });
    // Only one of the three is in-app now; e-mail-only recipients still get an event (it wakes the workers).
    expect(await notify(test.db, { ...toSign, subject: "trx:mail", userIds: ids.slice(0, 2) })).toBe(2);
    expect(await notify(test.db, { ...toSign, subject: "trx:mixed", userIds: [ids[0]!, ids[150]!] })).toBe(2);
    const [mail, mixed] = await test.db.changeEvent.findMany({
      where: { ...since, id: { gt: few[0]!.id } },
      orderBy: { id: "asc" },
    });
    expect([mail!.ref, mixed!.ref]).toEqual(["", ids[150]]);

    await test.db.notificationSubscription.deleteMany({ where: { userId: { in: ids } } });
    expect(await notify(test.db, { ...toSign, subject: "trx:many", userIds: ids })).toBe(151);
    const last = await test.db.changeEvent.findFirstOrThrow({ where: since, orderBy: { id: "desc" } });
    expect(last.ref).toBeNull(); // 151 in-app recipients: more than a NOTIFY can name
    // Nothing told twice and nobody told: no event at all.
    const before = await test.db.changeEvent.count({ where: since });
    expect(await notify(test.db, { ...toSign, subject: "trx:many", userIds: ids })).toBe(0);
    expect(await test.db.changeEvent.count({ where: since })).toBe(before);
  });

  // Migration 20261203100000: no per-row foreign keys, statement triggers instead; 20261204100000: a
  // deleted notification leaves its message, and a message left with nobody goes.
  it("still removes a deleted user's notifications and their deliveries, and keeps everyone else's", async () => {
    const gone = await user("gone@example.test", ["finance_ops"]);
    const stays = await user("stays@example.test", ["finance_ops"]);
    const only = [gone.id, stays.id];
    expect(await notify(test.db, { ...toSign, subject: "trx:gone", userIds: only })).toBe(2);
    const message = await test.db.notificationOutbox.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(message.notificationIds).toHaveLength(2);
    await test.db.user.delete({ where: { id: gone.id } });
    const [mine, ...others] = await test.db.notification.findMany({ where: { subject: "trx:gone" } });
    expect([mine, ...others]).toMatchObject([{ userId: stays.id }]);
    const left = await test.db.notificationOutbox.findUniqueOrThrow({ where: { id: message.id } });
    expect(left.notificationIds).toEqual([mine!.id]);
    await test.db.notification.delete({ where: { id: mine!.id } });
    expect(await test.db.notificationOutbox.findUnique({ where: { id: message.id } })).toBeNull();
  });

  // Migration 20261204100000: no row locks on the users either; a deletion racing a fan-out, both orders.
  describe("a user deleted while a fan-out runs keeps no notification", () => {
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const leftFor = async (userId: string) => {
      const notes = await test.db.notification.findMany({ where: { userId } });
      const outbox = await test.db.notificationOutbox.findMany({
        where: { notificationIds: { hasSome: notes.map((n) => n.id) } },
      });
      return notes.length + outbox.length;
    };

    it("when the deletion comes first, the fan-out waits for it and no longer finds the user", async () => {
      const gone = await user("race-a-gone@example.test", ["finance_ops"]);
      const stays = await user("race-a-stays@example.test", ["finance_ops"]);
      const deleter = new Client({ connectionString: test.url });
      await deleter.connect();
      try {
        await deleter.query("BEGIN");
        await deleter.query("DELETE FROM users WHERE id = $1", [gone.id]);
        let done = false;
        const told = notify(test.db, {
          ...toSign,
          subject: "trx:race-a",
          userIds: [gone.id, stays.id],
        }).finally(() => (done = true));
        await sleep(300);
        expect(done).toBe(false); // held by the deletion's lock on notifications
        await deleter.query("COMMIT");
        expect(await told).toBe(1);
      } finally {
        await deleter.end();
      }
      expect(await leftFor(gone.id)).toBe(0);
      expect(await test.db.notification.count({ where: { userId: stays.id, subject: "trx:race-a" } })).toBe(
        1,
      );
    });

    it("when the fan-out comes first, the deletion waits for its commit and removes what it wrote", async () => {
      const gone = await user("race-b-gone@example.test", ["finance_ops"]);
      const stays = await user("race-b-stays@example.test", ["finance_ops"]);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let notified = false;
      const fanout = test.db.$transaction(
        async (tx) => {
          await notify(tx, { ...toSign, subject: "trx:race-b", userIds: [gone.id, stays.id] });
          notified = true;
          await held;
        },
        { timeout: 15_000 },
      );
      await expect.poll(() => notified).toBe(true);
      const deleter = new Client({ connectionString: test.url });
      await deleter.connect();
      try {
        let deleted = false;
        const deletion = deleter
          .query("DELETE FROM users WHERE id = $1", [gone.id])
          .then(() => (deleted = true));
        await sleep(300);
        expect(deleted).toBe(false); // its trigger waits for the fan-out's transaction
        release();
        await fanout;
        await deletion;
      } finally {
        await deleter.end();
      }
      expect(await leftFor(gone.id)).toBe(0);
      const [message] = await test.db.notificationOutbox.findMany({
        where: {
          notificationIds: {
            hasSome: (await test.db.notification.findMany({ where: { subject: "trx:race-b" } })).map(
              (n) => n.id,
            ),
          },
        },
      });
      expect(message?.notificationIds).toHaveLength(1); // the message goes on to the user who stays
    });
  });

  it("queues one e-mail row per 50 immediate recipients, and a row per webhook recipient", async () => {
    const emails = Array.from({ length: 120 }, (_, i) => `fifty${i}@example.test`);
    await test.db.user.createMany({
      data: emails.map((email) => ({ email, name: email, roles: ["finance_ops"] })),
    });
    const many = await test.db.user.findMany({ where: { email: { in: emails } } });
    await test.db.notificationSetting.createMany({
      data: many.slice(0, 3).map((u) => ({ userId: u.id, webhookUrl: "https://hooks.example.test/x" })),
    });
    await test.db.notificationSubscription.createMany({
      data: many
        .slice(0, 3)
        .map((u) => ({ userId: u.id, kind: "approval_waiting", channel: "webhook", mode: "immediate" })),
    });
    const ids = many.map((u) => u.id);
    expect(await notify(test.db, { ...toSign, subject: "trx:fifty", userIds: ids })).toBe(120);
    const told = await test.db.notification.findMany({ where: { subject: "trx:fifty" } });
    const rows = await test.db.notificationOutbox.findMany({
      where: { notificationIds: { hasSome: told.map((n) => n.id) } },
      orderBy: { id: "asc" },
    });
    const email = rows.filter((r) => r.channel === "email");
    expect(email.map((r) => r.notificationIds.length)).toEqual([50, 50, 20]);
    expect(new Set(email.flatMap((r) => r.notificationIds)).size).toBe(120);
    expect(rows.filter((r) => r.channel === "webhook").map((r) => r.notificationIds.length)).toEqual([
      1, 1, 1,
    ]);
  });

  // The function (migration 20261202100000) writes the bell's live events itself: the same rows and NOTIFY
  // payloads as lib/db/publish-change.ts, on commit only.
  it("announces each in-app recipient's live event on commit, and nothing when the change rolls back", async () => {
    const heard: { id: string; topic: string; ref: string | null }[] = [];
    const listener = new Client({ connectionString: test.url });
    await listener.connect();
    try {
      listener.on("notification", (m) => heard.push(JSON.parse(m.payload ?? "{}")));
      await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
      const settle = () => new Promise((r) => setTimeout(r, 150));
      const inApp = await user("live@example.test", ["finance_ops"]);
      const mailOnly = await user("mail@example.test", ["finance_ops"]);
      await test.db.notificationSubscription.create({
        data: { userId: mailOnly.id, kind: "approval_waiting", channel: "in_app", mode: "off" },
      });
      const only = { ...toSign, subject: "trx:live", userIds: [inApp.id, mailOnly.id] };
      await expect(
        test.db.$transaction(async (tx) => {
          expect(await notify(tx, only)).toBe(2);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      await settle();
      expect(heard).toEqual([]);
      expect(await test.db.notification.count({ where: { subject: "trx:live" } })).toBe(0);

      await test.db.$transaction(async (tx) => {
        expect(await notify(tx, only)).toBe(2);
        await settle();
        expect(heard).toEqual([]); // not before the commit
      });
      await settle();
      expect(heard).toEqual([{ id: expect.stringMatching(/^\d+$/), topic: "notifications", ref: inApp.id }]);
      const row = await test.db.changeEvent.findUniqueOrThrow({ where: { id: BigInt(heard[0]!.id) } });
      expect(row).toMatchObject({ topic: "notifications", ref: inApp.id });
    } finally {
      await listener.end();
    }
  });
});
