import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGE_CHANNEL } from "@/lib/live-topics";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { Prisma } from "./generated/client";
import { publishChange, publishChanges, publishChangeSql } from "./publish-change";

// The change-event SQL against a real PostgreSQL, with a LISTEN on a second connection: every form stores
// the row and notifies inside the caller's transaction, so a rollback publishes nothing.

describe("publishing changes", () => {
  const test = withAppTestDatabase();
  const heard: { id: string; topic: string; ref: string | null }[] = [];
  let listener: Client;

  beforeAll(async () => {
    listener = new Client({ connectionString: test.url });
    await listener.connect();
    listener.on("notification", (n) => heard.push(JSON.parse(n.payload ?? "{}")));
    await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
  });
  afterAll(async () => listener?.end());

  const settle = () => new Promise((r) => setTimeout(r, 150));
  const rolledBack = (work: (tx: Prisma.TransactionClient) => Promise<unknown>) =>
    expect(
      test.db.$transaction(async (tx) => {
        await work(tx);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");

  it("publishChange notifies every listener on commit, with the stored event's id", async () => {
    heard.length = 0;
    await test.db.$transaction(async (tx) => {
      await publishChange(tx, "payments", 100123n);
      await settle();
      expect(heard).toEqual([]); // not before the commit
    });
    await settle();
    expect(heard).toEqual([{ id: expect.stringMatching(/^\d+$/), topic: "payments", ref: "100123" }]);
    const row = await test.db.changeEvent.findUniqueOrThrow({ where: { id: BigInt(heard[0]!.id) } });
    expect(row).toMatchObject({ topic: "payments", ref: "100123" });
  });

  it("publishChange says nothing, and keeps nothing, when the transaction rolls back", async () => {
    heard.length = 0;
    const before = await test.db.changeEvent.count();
    await rolledBack((tx) => publishChange(tx, "alerts", "a1"));
    await settle();
    expect(heard).toEqual([]);
    expect(await test.db.changeEvent.count()).toBe(before);
  });

  it("publishChanges stores and announces several changes in order, on commit only", async () => {
    heard.length = 0;
    await test.db.$transaction((tx) =>
      publishChanges(tx, [
        ["instant", 42n],
        ["payments", "42"],
        ["alerts", null],
      ]),
    );
    await expect.poll(() => heard.length).toBe(3);
    expect(heard.map((h) => [h.topic, h.ref])).toEqual([
      ["instant", "42"],
      ["payments", "42"],
      ["alerts", null],
    ]);
    const ids = heard.map((h) => BigInt(h.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    const rows = await test.db.changeEvent.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.topic)).toEqual(["instant", "payments", "alerts"]);

    await rolledBack((tx) => publishChanges(tx, [["instant", 43n]]));
    await settle();
    expect(heard).toHaveLength(3);
  });

  it("publishChangeSql folds one event per row into the writer's statement, and a rollback takes it back", async () => {
    heard.length = 0;
    const statement = (refs: string[]) => Prisma.sql`
      WITH ${publishChangeSql("deliveries", Prisma.sql`SELECT unnest(${refs}::text[])`)}
      SELECT count(*)::int AS notified FROM n`;
    const rows = await test.db.$transaction((tx) =>
      tx.$queryRaw<{ notified: number }[]>(statement(["7", "8"])),
    );
    expect(rows).toEqual([{ notified: 2 }]);
    await expect.poll(() => heard.length).toBe(2);
    expect(heard.map((h) => [h.topic, h.ref])).toEqual([
      ["deliveries", "7"],
      ["deliveries", "8"],
    ]);
    expect(await test.db.changeEvent.count({ where: { topic: "deliveries" } })).toBe(2);

    await rolledBack((tx) => tx.$queryRaw(statement(["9"])));
    await settle();
    expect(heard).toHaveLength(2);
    expect(await test.db.changeEvent.count({ where: { topic: "deliveries" } })).toBe(2);
  });
});
