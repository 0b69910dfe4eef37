"use server";

import { guardAction } from "@/lib/auth/guard-action";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import {
  ZDecideConfirmationInput,
  type TConfirmationRow,
  type TDecideConfirmationInput,
} from "@/lib/domain/instant/confirmations";
import { decideConfirmation } from "@/lib/services/instant/decide-confirmation";

const decide = guardAction(
  "decideConfirmation",
  "instant.decide",
  ZDecideConfirmationInput,
  (input, ctx) =>
    decideConfirmation(input, { user: ctx.user, requestId: ctx.requestId, ip: ctx.ip }).then((o) => ({
      ...o,
      requestId: ctx.requestId,
    })),
  { stepUp: true },
);

/**
 * A person accepts, or rejects with a reason, one pending Instant payment. Answers the row as it stands
 * after the platform's answer; a refusal by the platform comes back as `platform_error` with the refusal in
 * words and the platform's code (the row stays answerable while the window is open). Already answered,
 * settled or past the window: `conflict` saying by whom or why; not in the queue: `not_found`.
 */
export async function decideConfirmationAction(
  input: TDecideConfirmationInput,
): Promise<TActionResult<TConfirmationRow>> {
  const result = await decide(input);
  if (result.error) return result;
  const o = result.data;
  if (o.ok) return { data: o.row };
  return {
    error: {
      code: "platform_error",
      message: o.message,
      providerCode: o.providerCode ?? undefined,
      requestId: o.requestId,
    },
  };
}
