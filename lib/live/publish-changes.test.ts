import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGE_CHANNEL } from "@/lib/live-topics";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { publishChanges } from "./publish";

describe("publishChanges", () => {
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

  it("stores and announces several changes in order, on commit only", async () => {
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

    await test.db
      .$transaction(async (tx) => {
        await publishChanges(tx, [["instant", 43n]]);
        throw new Error("roll back");
      })
      .catch(() => {});
    await new Promise((r) => setTimeout(r, 150));
    expect(heard).toHaveLength(3);
  });
});
