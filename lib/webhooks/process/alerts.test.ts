import { describe, expect, it } from "vitest";
import { listActiveAlerts } from "@/lib/db/alerts";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { processPending } from "./process-pending";
import {
  changesSince,
  deliver,
  deliverRejected,
  freshId,
  lastChangeId,
  paymentBody,
} from "./test-deliveries";
import { noteRejectedDelivery } from "./verification-alert";

describe("alerts from webhooks", () => {
  const test = withAppTestDatabase();
  const active = (kind: string) => test.db.alert.findMany({ where: { kind, state: "active" } });

  // The sandbox's body (sandbox/webhooks/bodies.ts); occurredAt differs, so each is a new delivery.
  const breach = (bic: string, currency: string, holdingAmount: number, occurredAt: string) => ({
    event: "MAX_HOLDING_AMOUNT_BREACHED",
    accountBic: bic,
    currency,
    holdingAmount,
    maxHoldingAmount: 1_000_000,
    occurredAt,
  });

  it("raises one holding-breach alert per account and currency, and refreshes it on repeats", async () => {
    const before = await lastChangeId(test.db);
    await deliver(
      "MAX_HOLDING_AMOUNT_BREACHED",
      breach("SANDDEFFXXX", "EUR", 1_200_000, "2026-11-22T10:00:00.000Z"),
      {
        sentAt: new Date("2026-11-22T10:00:01Z"),
      },
    );
    await processPending();
    const [first] = await active("MAX_HOLDING_AMOUNT_BREACHED");
    expect(first).toMatchObject({ subject: "SANDDEFFXXX/EUR", occurrences: 1 });

    await deliver(
      "MAX_HOLDING_AMOUNT_BREACHED",
      breach("SANDDEFFXXX", "EUR", 1_500_000, "2026-11-22T10:05:00.000Z"),
      {
        sentAt: new Date("2026-11-22T10:05:01Z"),
      },
    );
    await deliver(
      "MAX_HOLDING_AMOUNT_BREACHED",
      breach("SANDDEFFXXX", "USD", 1_100_000, "2026-11-22T10:06:00.000Z"),
    );
    await processPending();

    const alerts = await active("MAX_HOLDING_AMOUNT_BREACHED");
    expect(alerts.map((a) => a.subject).sort()).toEqual(["SANDDEFFXXX/EUR", "SANDDEFFXXX/USD"]);
    const eur = alerts.find((a) => a.subject === "SANDDEFFXXX/EUR")!;
    expect(eur).toMatchObject({
      id: first!.id,
      occurrences: 2,
      firstSeenAt: new Date("2026-11-22T10:00:01Z"),
      lastSeenAt: new Date("2026-11-22T10:05:01Z"),
    });
    expect(eur.detail).toMatchObject({ holdingAmount: 1_500_000, maxHoldingAmount: 1_000_000 });
    expect((await changesSince(test.db, before)).filter((c) => c.startsWith("alerts:"))).toHaveLength(3);
  });

  it("raises a LIQUIDITY alert for a rejected transfer only, and publishes every transfer change", async () => {
    const transfer = freshId();
    const body = (status: string) => ({
      event: "LIQUIDITY",
      id: transfer,
      requestId: `req-${transfer}`,
      amount: 50_000,
      currency: "EUR",
      creditorAccount: "SANDDEFFXXX-2",
      sepaMessageId: "MSG1",
      status,
      transferType: "INTERNAL",
      createdAt: "2026-11-22T11:00:00.000Z",
      updatedAt: `2026-11-22T11:00:0${status === "REJECTED" ? 2 : 1}.000Z`,
    });
    const before = await lastChangeId(test.db);
    await deliver("LIQUIDITY", body("SENT_TO_CLEAR"));
    await processPending();
    expect(await active("LIQUIDITY")).toHaveLength(0);
    await deliver("LIQUIDITY", body("REJECTED"));
    await processPending();
    const [alert] = await active("LIQUIDITY");
    expect(alert).toMatchObject({ subject: `transfer:${transfer}` });
    expect(alert!.detail).toMatchObject({ requestId: `req-${transfer}`, status: "REJECTED" });
    const changes = await changesSince(test.db, before);
    expect(changes.filter((c) => c === `liquidity:${transfer}`)).toHaveLength(2);
    expect(changes).toContain(`alerts:${alert!.id}`);
  });

  it("raises VERIFICATION_FAILING at 5 platform-like rejections within 10 minutes, and a verified delivery resolves it", async () => {
    // Old rejections do not count.
    for (let i = 0; i < 3; i++) {
      const id = await deliverRejected("stale_timestamp", true);
      await test.db
        .$executeRaw`UPDATE webhook_deliveries SET received_at = now() - interval '11 minutes' WHERE id = ${id}`;
    }
    // Neither do rejections that do not look like the platform's own (junk from anyone, an oversized body).
    await deliverRejected("body_too_large");
    for (let i = 0; i < 10; i++) await deliverRejected(i % 2 ? "bad_signature" : "missing_signature");
    for (let i = 0; i < 4; i++) {
      await deliverRejected("bad_signature", true);
      await noteRejectedDelivery("bad_signature");
    }
    expect(await active("VERIFICATION_FAILING")).toHaveLength(0);

    const before = await lastChangeId(test.db);
    await deliverRejected("wrong_tenant", true);
    await noteRejectedDelivery("wrong_tenant");
    const [alert] = await active("VERIFICATION_FAILING");
    expect(alert).toMatchObject({ occurrences: 5 });
    expect(alert!.detail).toMatchObject({ rejectedInWindow: 5, lastReason: "wrong_tenant" });
    const alertChanges = (await changesSince(test.db, before)).filter((c) => c.startsWith("alerts:"));
    expect(alertChanges).toEqual([`alerts:${alert!.id}`]);
    expect((await listActiveAlerts()).map((a) => a.kind)).toContain("VERIFICATION_FAILING");

    await deliverRejected("bad_signature", true);
    await noteRejectedDelivery("bad_signature");
    expect((await active("VERIFICATION_FAILING"))[0]).toMatchObject({ id: alert!.id, occurrences: 6 });

    // Received after the last rejection (timestamps are in milliseconds).
    await new Promise((r) => setTimeout(r, 5));
    await deliver("PAYMENT_STATUS", paymentBody(freshId(), "Created", "2026-11-22T12:00:00.000Z"));
    await processPending();
    expect(await active("VERIFICATION_FAILING")).toHaveLength(0);
    const resolved = await test.db.alert.findUniqueOrThrow({ where: { id: alert!.id } });
    expect(resolved).toMatchObject({ state: "resolved", resolvedAt: expect.any(Date) });
  });
});
