import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { beat, listInstances, thisInstance } from "./heartbeat";

// The instances the System page lists: those that beat in the last minute, this one marked; a day-old row
// is deleted by whichever instance beats next.
describe("the heartbeat", () => {
  const test = withAppTestDatabase();
  const other = (lastSeenAt: Date, startedAt = new Date(lastSeenAt.getTime() - 3_600_000)) =>
    test.db.instance.create({
      data: { id: randomUUID(), hostname: "other", pid: 7, version: "0.0.9", startedAt, lastSeenAt },
    });

  it("writes this instance's row once and refreshes it at each beat", async () => {
    const t0 = new Date("2030-01-01T12:00:00Z");
    await beat(t0);
    await beat(new Date(t0.getTime() + 15_000));
    const rows = await test.db.instance.findMany({ where: { id: thisInstance().id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lastSeenAt.toISOString()).toBe("2030-01-01T12:00:15.000Z");
    expect(rows[0]).toMatchObject({ pid: process.pid, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it("lists the instances seen in the last minute with their uptime, and prunes day-old rows", async () => {
    const now = new Date("2030-01-02T12:00:00Z");
    const alive = await other(new Date(now.getTime() - 20_000), new Date(now.getTime() - 600_000));
    const gone = await other(new Date(now.getTime() - 120_000));
    const ancient = await other(new Date(now.getTime() - 25 * 3_600_000));
    await beat(now);
    const listed = await listInstances(now);
    expect(listed.map((i) => i.id)).toContain(alive.id);
    expect(listed.map((i) => i.id)).not.toContain(gone.id);
    expect(listed.find((i) => i.id === alive.id)).toMatchObject({ uptimeSeconds: 600, me: false });
    expect(listed.find((i) => i.id === thisInstance().id)?.me).toBe(true);
    expect(await test.db.instance.findUnique({ where: { id: ancient.id } })).toBeNull();
    expect(await test.db.instance.findUnique({ where: { id: gone.id } })).not.toBeNull();
  });
});
