import "server-only";
import { z } from "zod";
import { applyCancellationStatus } from "@/lib/db/cancellations";
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
  await applyCancellationStatus(tx, {
    cancellationId,
    trxId: b.trxId == null ? null : BigInt(b.trxId),
    direction: b.direction,
    reason: b.reason,
    status: b.status,
    statusAt: delivery.notifiedAt,
    deliveryId: delivery.id,
  });
  await publishChange(tx, "cancellations", cancellationId);
  return { ok: true };
};
