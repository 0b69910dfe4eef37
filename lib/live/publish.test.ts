import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { CHANGE_CHANNEL } from "@/lib/live-topics";
import { publishChange } from "./publish";

describe("publishChange", () => {
  const test = withAppTestDatabase();
  const heard: string[] = [];
  let listener: Client;

  beforeAll(async () => {
    listener = new Client({ connectionString: test.url });
    await listener.connect();
    listener.on("notification", (n) => heard.push(n.payload ?? ""));
    await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
  });
  afterAll(async () => listener?.end());

  const settle = () => new Promise((r) => setTimeout(r, 150));

  it("notifies every listener on commit, with the stored event's id", async () => {
    heard.length = 0;
    await test.db.$transaction(async (tx) => {
      await publishChange(tx, "payments", 100123n);
      await settle();
      expect(heard).toEqual([]); // not before the commit
    });
    await settle();
    expect(heard.map((h) => JSON.parse(h))).toEqual([
      { id: expect.stringMatching(/^\d+$/), topic: "payments", ref: "100123" },
    ]);
    const row = await test.db.changeEvent.findUniqueOrThrow({
      where: { id: BigInt(JSON.parse(heard[0]!).id) },
    });
    expect(row).toMatchObject({ topic: "payments", ref: "100123" });
  });

  it("says nothing, and keeps nothing, when the transaction rolls back", async () => {
    heard.length = 0;
    const before = await test.db.changeEvent.count();
    await expect(
      test.db.$transaction(async (tx) => {
        await publishChange(tx, "alerts", "a1");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await settle();
    expect(heard).toEqual([]);
    expect(await test.db.changeEvent.count()).toBe(before);
  });
});
