import "server-only";
import { z } from "zod";
import { applyCancellationStatus } from "@/lib/db/cancellations";
import { notify } from "@/lib/db/notify";
import { publishChange } from "@/lib/db/publish-change";
import { parseBody } from "./parse-body";
import type { THandler } from "./types";

// CANCELLATION_STATUS (docs/platform-interface.md#cancellation-status-body). `trxId` may be absent (the
// original payment is not in the system); reasons outside the webhook's enum are forwarded as stored
// (NARR, RR03), so the reason is any code. The body has no timestamp: the notification time orders it.

export const ZCancellationStatusBody = z.object({
  cancellationId: z.number().int().nonnegative(),
  trxId: z.number().int().nonnegative().nullish(),
  direction: z.enum(["INBOUND", "OUTBOUND"]),
  reason: z.string().min(1),
  status: z.string().min(1),
});

export const handleCancellationStatus: THandler = async (tx, body, delivery) => {
  const parsed = parseBody(ZCancellationStatusBody, "CANCELLATION_STATUS", body);
  if (!parsed.ok) return parsed;
  const b = parsed.data;
  const cancellationId = BigInt(b.cancellationId);
  const { current } = await applyCancellationStatus(tx, {
    cancellationId,
    trxId: b.trxId == null ? null : BigInt(b.trxId),
    direction: b.direction,
    reason: b.reason,
    status: b.status,
    statusAt: delivery.notifiedAt,
    deliveryId: delivery.id,
  });
  await publishChange(tx, "cancellations", cancellationId);
  // An inbound request is one someone here must answer; an outbound one is our own. Told once per request
  // (the subject), so its later statuses and replays tell nobody again.
  if (current && b.direction === "INBOUND") {
    await notify(tx, {
      kind: "cancellation_arrived",
      subject: `cancellation:${b.cancellationId}`,
      title: `Cancellation request ${b.cancellationId} arrived`,
      body: `Reason ${b.reason}, status ${b.status}, ${b.trxId == null ? "for a payment not in the system" : `for payment ${b.trxId}`}.`,
      link: `/cancellations/${b.cancellationId}`,
    });
  }
  return { ok: true };
};
