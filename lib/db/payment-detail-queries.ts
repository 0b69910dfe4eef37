import "server-only";
import { db } from "./client";

// Reads for the payment detail beyond its timeline (payment-states.ts has paymentTimeline).

/**
 * Cancellation requests linked to a payment, newest first. Only those a webhook told of (the platform has
 * no list endpoint), and only when it named the payment (`trxId` may be absent from the body).
 */
export function cancellationsOfPayment(trxId: bigint, take = 50) {
  return db.cancellationRequest.findMany({
    where: { trxId },
    orderBy: [{ statusAt: "desc" }, { cancellationId: "desc" }],
    take,
  });
}
