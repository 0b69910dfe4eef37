import "server-only";
import type { TInboxRow } from "@/lib/db/cancellations";
import type { TResponseFinish, TResponseState } from "@/lib/db/cancellation-responses";
import type { CancellationResponse } from "@/lib/db/generated/client";
import { logger } from "@/lib/logger";
import { FINAL_STATUSES, WORKING_STATUSES } from "@/lib/domain/cancellations/words";
import { refreshCancellation } from "./refresh-cancellation";

// The platform keeps no record of answers for us to ask about, and has no idempotency for them: whether an
// earlier answer arrived is learnt by reading the request, before anything is sent again.

/**
 * After an attempt that got no reply; and after a refused v1 (SEPA direct debit) answer too, because "any
 * 4xx response leaves the cancellation request unchanged" is stated for v3 only.
 */
export function mustReadFirst(previous: TResponseState | null, stored: CancellationResponse | null): boolean {
  return previous === "unknown" || (previous === "refused" && stored?.api === "v1");
}

export type TReadBack = Awaited<ReturnType<typeof readStatus>>;

/** The platform's status now (also written into the inbox), or why it could not be read. */
export async function readStatus(id: bigint, row: TInboxRow) {
  try {
    const r = await refreshCancellation(id, {
      source: "poll",
      expectedVersion: row.version,
      withPayment: false,
    });
    return r.found
      ? { status: r.resource.status, error: null }
      : { status: null, error: "not_found" as const };
  } catch (err) {
    logger.warn(
      { err, cancellationId: id.toString() },
      "reading a cancellation request after an answer failed",
    );
    return { status: null, error: "unreadable" as const };
  }
}

/** Whether the request still waits for an answer, so that this one may be sent. */
export const stillWaiting = (checked: TReadBack) =>
  !checked.error && checked.status === "CANCELLATION_IN_PROGRESS";

/**
 * What a read that found the request no longer waiting means. `earlierUnanswered`: the last attempt got
 * no reply (else it was refused, and a move is not ours).
 */
export function checkedFinish(checked: TReadBack, earlierUnanswered = true): TResponseFinish {
  const s = checked.status;
  if (s && earlierUnanswered && (WORKING_STATUSES.has(s) || FINAL_STATUSES.has(s))) {
    return {
      state: "sent",
      providerStatus: null,
      providerCode: null,
      message: `The earlier answer went through: the request is now ${s}. Nothing was sent again.`,
    };
  }
  if (checked.error === "unreadable" && !earlierUnanswered)
    return {
      state: "refused",
      providerStatus: null,
      providerCode: null,
      message:
        "The request could not be read to check it before sending again, so nothing was sent. Try again in a moment.",
    };
  if (checked.error === "unreadable") {
    return {
      state: "unknown",
      providerStatus: null,
      providerCode: null,
      message:
        "The earlier answer got no reply, and the request could not be read to check it, so nothing was sent. Try again in a moment.",
    };
  }
  return {
    state: "refused",
    providerStatus: checked.error === "not_found" ? 404 : null,
    providerCode: checked.error === "not_found" ? "CANCELLATION_REQUEST_NOT_FOUND" : null,
    message: s
      ? `The request is now ${s} and takes no answer; nothing was sent.`
      : "The platform does not know this request any more; nothing was sent.",
  };
}
