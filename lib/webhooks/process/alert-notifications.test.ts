import { describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { processPending } from "./process-pending";
import { deliver, deliverRejected, freshId } from "./test-deliveries";
import { noteRejectedDelivery } from "./verification-alert";

// The notifications the alert webhooks raise (docs/notifications.md#producers): once per alert, never at
// each repeat that refreshes it.
describe("notifications of alerts from webhooks", () => {
  const test = withAppTestDatabase();
  const user = (roles: ("manager" | "admin" | "finance_ops")[]) =>
    test.db.user.create({ data: { email: `u-${freshId()}@example.test`, name: "U", roles } });
  const told = (userId: string, kind: string) =>
    test.db.notification.findMany({ where: { userId, kind }, orderBy: { createdAt: "asc" } });

  it("tells of a holding breach when its alert is raised, not at its repeats, and again once it was resolved", async () => {
    const manager = await user(["manager"]);
    const breach = (holdingAmount: number, occurredAt: string) => ({
      event: "MAX_HOLDING_AMOUNT_BREACHED",
      accountBic: "SANDDEFFXXX",
      currency: "EUR",
      holdingAmount,
      maxHoldingAmount: 1_000_000,
      occurredAt,
    });
    await deliver("MAX_HOLDING_AMOUNT_BREACHED", breach(1_200_000, "2026-11-22T10:00:00.000Z"));
    await deliver("MAX_HOLDING_AMOUNT_BREACHED", breach(1_300_000, "2026-11-22T10:01:00.000Z"));
    await processPending();
    const [alert] = await test.db.alert.findMany({ where: { kind: "MAX_HOLDING_AMOUNT_BREACHED" } });
    let rows = await told(manager.id, "holding_breached");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: `alert:${alert!.id}`, link: "/liquidity" });
    expect(rows[0]!.body).toMatch(
      /^Holding 12.000\.00.EUR, maximum 10.000\.00.EUR, at 2026-11-22T10:00:00\.000Z\.$/,
    );

    await test.db.alert.update({
      where: { id: alert!.id },
      data: { state: "resolved", resolvedAt: new Date() },
    });
    await deliver("MAX_HOLDING_AMOUNT_BREACHED", breach(1_400_000, "2026-11-22T11:00:00.000Z"));
    await processPending();
    rows = await told(manager.id, "holding_breached");
    expect(rows).toHaveLength(2);
  });

  it("tells of a rejected liquidity transfer once, and of no other status", async () => {
    const ops = await user(["finance_ops"]);
    const transfer = freshId();
    const body = (status: string, at: string) => ({
      event: "LIQUIDITY",
      id: transfer,
      amount: 50_000,
      currency: "EUR",
      debtorAccount: "SANDDEFFXXX-1",
      creditorAccount: "SANDDEFFXXX-2",
      status,
      updatedAt: at,
    });
    await deliver("LIQUIDITY", body("SENT_TO_CLEAR", "2026-11-22T11:00:01.000Z"));
    await processPending();
    expect(await told(ops.id, "liquidity_rejected")).toHaveLength(0);
    await deliver("LIQUIDITY", body("REJECTED", "2026-11-22T11:00:02.000Z"));
    await deliver("LIQUIDITY", body("REJECTED", "2026-11-22T11:00:03.000Z"));
    await processPending();
    const rows = await told(ops.id, "liquidity_rejected");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: `transfer:${transfer}` });
    expect(rows[0]!.body).toMatch(
      /^500\.00.EUR from SANDDEFFXXX-1 to SANDDEFFXXX-2: the money did not move\.$/,
    );
  });

  it("tells admins once that webhook verification is failing, when its alert is raised", async () => {
    const admin = await user(["admin"]);
    for (let i = 0; i < 4; i++) {
      await deliverRejected("bad_signature", true);
      await noteRejectedDelivery("bad_signature");
    }
    expect(await told(admin.id, "webhooks_failing")).toHaveLength(0);
    for (let i = 0; i < 2; i++) {
      await deliverRejected("wrong_tenant", true);
      await noteRejectedDelivery("wrong_tenant");
    }
    const rows = await told(admin.id, "webhooks_failing");
    expect(rows).toHaveLength(1);
    const [alert] = await test.db.alert.findMany({ where: { kind: "VERIFICATION_FAILING" } });
    expect(rows[0]).toMatchObject({ subject: `alert:${alert!.id}`, link: "/events" });
    expect(rows[0]!.body).toMatch(/^5 deliveries .*\(last reason: wrong_tenant, at \d{4}-\d\d-\d\dT.*Z\)\.$/);
  });
});
