import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { changesAfter, pruneChangeEvents } from "./change-events";

describe("change events", () => {
  const test = withAppTestDatabase();

  it("replays in id order, only the asked topics, and prunes only old rows", async () => {
    const old = await test.db.changeEvent.create({
      data: { topic: "payments", ref: "old", at: new Date(Date.now() - 2 * 86_400_000) },
    });
    const a = await test.db.changeEvent.create({ data: { topic: "payments", ref: "a" } });
    await test.db.changeEvent.create({ data: { topic: "deliveries", ref: "b" } });
    const c = await test.db.changeEvent.create({ data: { topic: "payments", ref: "c" } });
    expect((await changesAfter(old.id, ["payments"], 10)).map((r) => r.ref)).toEqual(["a", "c"]);
    expect(await pruneChangeEvents(86_400_000)).toBe(1);
    expect((await changesAfter(0n, ["payments"], 10)).map((r) => r.id)).toEqual([a.id, c.id]);
  });
});
