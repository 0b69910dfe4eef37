"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZRespondInput } from "@/lib/domain/cancellations/respond-input";
import { ZLookUpInput } from "@/lib/domain/cancellations/filters";
import { lookUpCancellation } from "@/lib/services/cancellations/look-up-cancellation";
import { respondToCancellation } from "@/lib/services/cancellations/respond-to-cancellation";

/**
 * Answers one inbound cancellation request. The form's values are checked again on the server with the
 * form's own schema (lib/domain/cancellations/respond-input.ts) against the request and payment as the server
 * reads them; the page follows the outcome through the "cancellations" topic, so nothing is revalidated.
 */
export const respondToCancellationAction = guardAction(
  "respondToCancellation",
  "cancellations.respond",
  ZRespondInput,
  async ({ cancellationId, intentId, form }, ctx) =>
    respondToCancellation({ id: BigInt(cancellationId), intentId, form }, ctx),
  { stepUp: true },
);

/** Look-up by id: reads the request from the platform and stores it in the inbox (404 → not_found). */
export const lookUpCancellationAction = guardAction(
  "lookUpCancellation",
  "cancellations.view",
  ZLookUpInput,
  async ({ id }, ctx) => lookUpCancellation(BigInt(id), ctx),
);
