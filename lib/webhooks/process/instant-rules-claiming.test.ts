import { withAppTestDatabase } from "@/lib/testing/test-database";
import { describe, expect, it, vi } from "vitest";
import { pendingBody } from "./instant-rules-fixtures";
import { processPending } from "./process-pending";
import { deliver, freshId, paymentBody } from "./test-deliveries";

// Which delivery processPending claims first, with the gateway faked as in instant-rules.test.ts.

vi.mock("@/lib/providers/gateway/client", () => import("./fake-instant-gateway"));

const test = withAppTestDatabase();

describe("claiming deliveries", () => {
  it("takes pending Instant confirmations before older deliveries of other kinds", async () => {
    const older = await deliver(
      "PAYMENT_STATUS",
      paymentBody(freshId(), "Created", "2026-11-22T12:00:00.000Z"),
    );
    const pending = await deliver("PENDING_CONFIRMATION", pendingBody(freshId()));
    const processed = () =>
      test.db.webhookDelivery.findMany({
        where: { id: { in: [older.id, pending.id] }, processing: "processed" },
        select: { id: true },
      });
    await processPending(1);
    expect(await processed()).toEqual([{ id: pending.id }]);
    await processPending(1);
    expect(await processed()).toHaveLength(2);
  });
});
