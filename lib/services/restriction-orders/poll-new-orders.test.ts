import { describe, expect, it } from "vitest";
import { fakePlatform, order } from "@/lib/testing/fake-restriction-platform";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { withPlatform } from "../platform/registry";
import { pollRestrictionOrders } from "./poll-new-orders";

// restriction_order_arrived (docs/notifications.md#producers): the poll against the restriction API faked
// in memory, the seen orders and the claim in the test file's own database.

const test = withAppTestDatabase();
const MINUTE = 60_000;
const due = () =>
  test.db.notificationCheck.update({
    where: { name: "restriction_orders" },
    data: { nextRunAt: new Date(0) },
  });
const dated = (docId: string, date: string) => ({ ...order(docId), date });

describe("polling restriction orders", () => {
  it("records what exists on its first run without telling, then tells compliance once of each new order", async () => {
    const compliance = await test.db.user.create({
      data: { email: "c@example.test", name: "C", roles: ["compliance"] },
    });
    const ops = await test.db.user.create({
      data: { email: "o@example.test", name: "O", roles: ["finance_ops"] },
    });
    const fake = fakePlatform([order("DOC-1"), order("DOC-2"), order("DOC-3")]);
    const poll = () => withPlatform(fake.platform, () => pollRestrictionOrders(MINUTE));

    expect(await poll()).toEqual({ claimed: true, primed: true, told: 0 });
    expect(await test.db.restrictionOrderSeen.count()).toBe(3);
    expect(await test.db.notification.count()).toBe(0);
    // Not due again before its interval: nothing is read.
    const calls = fake.calls.list;
    expect(await poll()).toEqual({ claimed: false, primed: false, told: 0 });
    expect(fake.calls.list).toBe(calls);

    fake.store.set("DOC-4", dated("DOC-4", "2026-11-26T09:00:00.000Z"));
    fake.store.set("DOC-5", {
      ...dated("DOC-5", "2026-11-26T09:30:00.000Z"),
      amount: 9_900,
      type: "SEIZURE",
    });
    await due();
    expect(await poll()).toEqual({ claimed: true, primed: false, told: 2 });
    const rows = await test.db.notification.findMany({
      where: { kind: "restriction_order_arrived" },
      orderBy: { subject: "asc" },
    });
    expect(rows.map((r) => [r.userId, r.subject])).toEqual([
      [compliance.id, "restriction-order:DOC-4"],
      [compliance.id, "restriction-order:DOC-5"],
    ]);
    expect(rows[1]).toMatchObject({
      title: "Restriction order DOC-5 arrived",
      link: "/restriction-orders/DOC-5",
    });
    expect(rows[1]!.body).toMatch(
      /^SEIZURE of 99\.00.EUR, payer Jonas Petraitis, status: .+, dated 2026-11-26T09:30:00\.000Z\.$/,
    );
    expect(await test.db.notification.count({ where: { userId: ops.id } })).toBe(0);

    await due();
    expect(await poll()).toEqual({ claimed: true, primed: false, told: 0 });
  });

  it("lets one of several instances poll at a time", async () => {
    const fake = fakePlatform([order("DOC-9")]);
    await due();
    const results = await Promise.all(
      [1, 2, 3].map(() => withPlatform(fake.platform, () => pollRestrictionOrders(MINUTE))),
    );
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(fake.calls.list).toBe(1);
  });

  it("reads every page up to its limit when the platform does not sort by date", async () => {
    const at = (i: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, i)).toISOString();
    const many = Array.from({ length: 120 }, (_, i) => dated(`OLD-${String(i).padStart(3, "0")}`, at(i)));
    const fake = fakePlatform(many, { ignore: ["sort"], listSort: (ids) => [...ids].sort() });
    await due();
    await withPlatform(fake.platform, () => pollRestrictionOrders(MINUTE));
    fake.store.set("ZZZ-NEW", dated("ZZZ-NEW", at(200))); // last in the platform's own order (oldest first)
    await due();
    const r = await withPlatform(fake.platform, () => pollRestrictionOrders(MINUTE));
    expect(r.told).toBe(1);
  });
});
