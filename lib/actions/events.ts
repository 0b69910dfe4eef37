"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZReapplyAllInput, ZReapplyDeliveryInput } from "@/lib/domain/events/reapply";
import { reapplyDelivery } from "@/lib/webhooks/process/reapply-delivery";
import { reapplyUnprocessable } from "@/lib/webhooks/process/reapply-unprocessable";

// "Apply again" on the Events page (admins: events.reapply). These call lib/webhooks rather than a service
// because applying a stored delivery again must be the processing pipeline itself (the classifier, the
// handlers, the processed mark), and services may not import lib/webhooks (it imports them). The page
// follows the outcome through the "deliveries" topic, so nothing is revalidated.

/** One delivery, classified again with the current code and processed as a fresh one; the outcome is data. */
export const reapplyDeliveryAction = guardAction(
  "reapplyDelivery",
  "events.reapply",
  ZReapplyDeliveryInput,
  async ({ id }, ctx) =>
    reapplyDelivery(BigInt(id), { actor: ctx.user, requestId: ctx.requestId, ip: ctx.ip }),
);

/** At most `limit` (≤ REAPPLY_BATCH) verified deliveries that could not be applied, least recently tried first. */
export const reapplyUnprocessableAction = guardAction(
  "reapplyUnprocessable",
  "events.reapply",
  ZReapplyAllInput,
  async ({ limit }, ctx) =>
    reapplyUnprocessable(limit, { actor: ctx.user, requestId: ctx.requestId, ip: ctx.ip }),
);
