import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { changeStream } from "./change-stream";
import { ChangeListener } from "./listener";
import { publishChange } from "@/lib/db/publish-change";

// The stream against a real PostgreSQL: LISTEN/NOTIFY, replay after Last-Event-ID, permission filtering,
// and surviving a dropped LISTEN connection.

type TEvent = { id?: string; event?: string; data?: string };

function reader(stream: ReadableStream<Uint8Array>) {
  const events: TEvent[] = [];
  const positions: string[] = [];
  const decoder = new TextDecoder();
  let text = "";
  const r = stream.getReader();
  void (async () => {
    for (;;) {
      const { done, value } = await r.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = text.indexOf("\n\n")) >= 0) {
        const block = text.slice(0, cut);
        text = text.slice(cut + 2);
        const e: TEvent = {};
        for (const line of block.split("\n")) {
          const m = /^(id|event|data): (.*)$/.exec(line);
          if (m) e[m[1] as keyof TEvent] = m[2];
        }
        if (e.event) events.push(e);
        else if (e.id) positions.push(e.id);
      }
    }
  })();
  return {
    events,
    /** Ids sent without an event: the stream's position, for the browser's Last-Event-ID. */
    positions: () => positions,
    changes: () => events.filter((e) => e.event === "change").map((e) => JSON.parse(e.data!)),
  };
}

const until = async (check: () => boolean, ms = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe("changeStream", () => {
  const test = withAppTestDatabase();
  let listener: ChangeListener;
  const aborts: AbortController[] = [];

  beforeAll(() => {
    listener = new ChangeListener(() => test.url);
  });
  afterAll(async () => {
    for (const a of aborts) a.abort();
    await listener.close();
  });

  const open = (
    topics: ("payments" | "alerts" | "deliveries" | "notifications")[],
    lastEventId: bigint | null = null,
    since: Date | null = null,
    userId?: string,
  ) => {
    const abort = new AbortController();
    aborts.push(abort);
    return reader(
      changeStream({
        topics,
        lastEventId,
        since,
        signal: abort.signal,
        stillAllowed: async () => true,
        userId,
        listener,
      }),
    );
  };
  const publish = (topic: "payments" | "alerts" | "deliveries", ref: string) =>
    test.db.$transaction((tx) => publishChange(tx, topic, ref));

  it("delivers committed changes of the user's topics only", async () => {
    const stream = open(["payments"]);
    await new Promise((r) => setTimeout(r, 200));
    await publish("deliveries", "not-for-you");
    await publish("payments", "p-1");
    await until(() => stream.changes().length === 1);
    expect(stream.changes()).toEqual([{ id: expect.any(String), topic: "payments", ref: "p-1" }]);
  });

  // One event per notify() names its in-app recipients (lib/live/bell-change.ts, docs/notifications.md#fan-out).
  it("forwards a notification event to each recipient it names, as theirs alone, and to nobody else", async () => {
    const [a, b, c] = ["a", "b", "c"].map((x) => `6f1c9a52-0000-4000-8000-00000000000${x}`) as [
      string,
      string,
      string,
    ];
    const streams = [a, b, c].map((user) => open(["notifications", "payments"], null, null, user));
    await new Promise((r) => setTimeout(r, 200));
    await test.db.$transaction((tx) => publishChange(tx, "notifications", `${a},${b}`));
    await publish("payments", "after");
    for (const s of streams) await until(() => s.changes().some((ch) => ch.ref === "after"));
    const bell = streams.map((s) => s.changes().filter((ch) => ch.topic === "notifications"));
    expect(bell[0]).toEqual([{ id: expect.any(String), topic: "notifications", ref: a }]);
    expect(bell[1]).toEqual([{ id: bell[0]![0]!.id, topic: "notifications", ref: b }]);
    expect(bell[2]).toEqual([]);
  });

  it("replays what a reconnecting browser missed after its Last-Event-ID, then goes on live", async () => {
    await publish("alerts", "a-0");
    const marker = (await test.db.changeEvent.findFirstOrThrow({ orderBy: { id: "desc" } })).id;
    await publish("alerts", "a-1");
    await publish("payments", "p-skip");
    await publish("alerts", "a-2");
    const stream = open(["alerts"], marker);
    await until(() => stream.changes().length === 2);
    expect(stream.changes().map((c) => c.ref)).toEqual(["a-1", "a-2"]);
    await publish("alerts", "a-3");
    await until(() => stream.changes().length === 3);
    expect(stream.events.filter((e) => e.event === "change").map((e) => e.id)).toEqual(
      stream.changes().map((c) => c.id),
    );
  });

  it("a first connection replays what changed since its page's render, then tells the browser its position", async () => {
    await publish("alerts", "before-render");
    await new Promise((r) => setTimeout(r, 30));
    const rendered = new Date();
    await publish("alerts", "between-read-and-stream"); // the page read its data before this commit
    await publish("payments", "other-topic");
    const stream = open(["alerts"], null, rendered);
    await until(() => stream.changes().length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.changes().map((c) => c.ref)).toEqual(["between-read-and-stream"]);
    await publish("alerts", "live");
    await until(() => stream.changes().length === 2);
    expect(stream.changes()[1].ref).toBe("live");
  });

  it("a first connection without since replays nothing but still sends its position", async () => {
    // A change's NOTIFY can reach the listener after a stream opened later subscribed, and is then
    // (rightly) delivered live; so "old" is first seen through by a stream of its own.
    const earlier = open(["alerts"]);
    await new Promise((r) => setTimeout(r, 200));
    await publish("alerts", "old");
    await until(() => earlier.changes().some((c) => c.ref === "old"));
    const latest = (await test.db.changeEvent.findFirstOrThrow({ orderBy: { id: "desc" } })).id;
    const stream = open(["alerts"]);
    await until(() => stream.positions().length === 1);
    expect(stream.positions()).toEqual([latest.toString()]);
    expect(stream.changes()).toEqual([]);
  });

  it("a stream whose session ends is told at once (a change to its user), not at the next minute's check", async () => {
    const abort = new AbortController();
    aborts.push(abort);
    let allowed = true;
    const check = vi.fn(async () => allowed);
    const userId = randomUUID();
    const stream = reader(
      changeStream({
        topics: ["payments"],
        lastEventId: null,
        signal: abort.signal,
        stillAllowed: check,
        userId,
        listener,
      }),
    );
    await until(() => stream.positions().length === 1);
    await test.db.$executeRaw`SELECT pg_notify('countersign_users', ${randomUUID()})`; // someone else
    await new Promise((r) => setTimeout(r, 200));
    expect(check).not.toHaveBeenCalled();

    allowed = false;
    await test.db.$executeRaw`SELECT pg_notify('countersign_users', ${userId})`;
    await until(() => stream.events.some((e) => e.event === "signed-out"));
    await publish("payments", "after-sign-out");
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.changes().some((c) => c.ref === "after-sign-out")).toBe(false);
  });

  it("keeps delivering after the LISTEN connection is killed, replaying what it missed", async () => {
    const stream = open(["payments"]);
    await new Promise((r) => setTimeout(r, 200));
    await publish("payments", "before");
    await until(() => stream.changes().some((c) => c.ref === "before"));
    const admin = new Client({ connectionString: test.url });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'countersign-live'`,
    );
    await publish("payments", "while-down"); // committed while nobody listens
    await admin.end();
    await until(() => stream.changes().some((c) => c.ref === "while-down"), 8000);
    await publish("payments", "after");
    await until(() => stream.changes().some((c) => c.ref === "after"), 8000);
    expect(stream.changes().filter((c) => c.ref === "while-down")).toHaveLength(1);
  });
});
