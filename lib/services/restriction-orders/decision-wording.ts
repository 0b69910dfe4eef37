import "server-only";
import type { ProviderError } from "@/lib/errors/provider-error";
import { reasonLabel, type TOrderStatus } from "@/lib/domain/restriction-orders/restriction-orders";
import type { TDecisionRecord } from "@/lib/domain/restriction-orders/types";

// The restriction error envelope ({code, message, data: {message, errors[]}}) in words: each code of
// :confirm / :reject is a sentence that says what happened to the order and what to do next. The
// platform's code is shown small beneath it by the page.

export type TDecision = { decision: "CONFIRM" | "REJECT"; reason: string | null };

export const decisionWords = (d: TDecision) =>
  d.decision === "CONFIRM" ? "confirmation" : `rejection (${reasonLabel(d.reason ?? "")})`;

const STATUS_PHRASE: Record<TOrderStatus, string> = {
  UNPROCESSED: "still UNPROCESSED",
  CONFIRMED: "CONFIRMED (confirmed for execution)",
  REJECTED: "REJECTED (prevented from executing)",
};

export function decidedWording(d: TDecision, docId: string): string {
  return d.decision === "CONFIRM"
    ? `Order ${docId} is CONFIRMED: the platform will execute it.`
    : `Order ${docId} is REJECTED with reason ${reasonLabel(d.reason ?? "")}: it will not execute.`;
}

/** The order already carries a decision (read back after a 409 or after an attempt with no answer). */
export function alreadyDecidedWording(
  d: TDecision,
  docId: string,
  status: Exclude<TOrderStatus, "UNPROCESSED">,
  earlierAttemptUnanswered: boolean,
): string {
  const wanted = d.decision === "CONFIRM" ? "CONFIRMED" : "REJECTED";
  if (earlierAttemptUnanswered && status === wanted)
    return `The earlier ${decisionWords(d)} of order ${docId} went through: it is ${STATUS_PHRASE[status]}. Nothing was sent again.`;
  return `Order ${docId} was already decided at the platform: it is ${STATUS_PHRASE[status]}. Your ${decisionWords(d)} was not applied; an order takes one decision only.`;
}

/** Someone else's (or this intent's) decision recorded in restriction_decisions. */
export function recordedWording(r: TDecisionRecord, sameIntent: boolean): string {
  if (r.state === "pending")
    return sameIntent
      ? "This decision is being sent right now. Wait a moment: the outcome appears here."
      : `A ${decisionWords(r)} by ${r.userEmail} is being sent right now. Wait a moment and reload the order.`;
  if (sameIntent && r.message) return r.message;
  return `Already decided through Countersign by ${r.userEmail}: ${r.message ?? decisionWords(r)} Nothing was sent again.`;
}

export type TFailureWording = { state: "refused" | "unknown"; message: string };

/**
 * A 4xx to :reject whose field errors name a body field other than the one the reason was sent in: the
 * platform wants the reason under another name (the interface does not name it: docs/platform.md). Not
 * resent under the named field automatically: that would be a second write built from an error message,
 * and the interface promises no idempotency for decisions nor that a refusal applied nothing.
 */
function misplacedReason(err: ProviderError, d: TDecision, reasonField: string | undefined) {
  if (d.decision !== "REJECT" || !reasonField || err.kind !== "http") return null;
  if (err.status === null || err.status < 400 || err.status >= 500) return null;
  return err.fieldErrors.find((f) => f.field && !["body", "docId", reasonField].includes(f.field)) ?? null;
}

/** A decision the platform did not take, or whose fate is not known. */
export function failureWording(
  err: ProviderError,
  d: TDecision,
  docId: string,
  reasonField?: string,
): TFailureWording {
  const detail = err.fieldErrors.map((f) => `${f.field}: ${f.message}`).join("; ");
  const misplaced = misplacedReason(err, d, reasonField);
  if (misplaced)
    return {
      state: "refused",
      message: `The platform refused the rejection of ${docId} because it wants the reason in another field: it answered “${misplaced.field}: ${misplaced.message || err.code || "refused"}”, while Countersign sends the reason as “${reasonField}” (the interface does not name this field). No decision was recorded, and the order is read again before the next attempt. An administrator can set PLATFORM_RESTRICTION_REASON_FIELD=${misplaced.field}; then reject again.`,
    };
  if (err.kind === "timeout")
    return {
      state: "unknown",
      message: `The platform did not answer in time, so it is not known whether the ${decisionWords(d)} of ${docId} was applied. Try again: Countersign reads the order first and never decides twice.`,
    };
  if (err.kind === "invalid_response")
    return {
      state: "unknown",
      message: `The platform answered in a form Countersign does not understand, so it is not known whether the ${decisionWords(d)} of ${docId} was applied. Try again: Countersign reads the order first and never decides twice.`,
    };
  if (err.kind !== "http")
    return {
      state: "unknown",
      message: `The connection to the platform failed mid-request, so it is not known whether the ${decisionWords(d)} of ${docId} was applied. Try again: Countersign reads the order first and never decides twice.`,
    };
  switch (err.code) {
    case "ORDER_NOT_FOUND":
      return {
        state: "refused",
        message: `The platform has no order ${docId}: it may have been withdrawn. Nothing was decided; go back to the list and check it is still there.`,
      };
    case "ORDER_ALREADY_PROCESSED":
      // Reached only when the order could not be read back to say which decision it holds.
      return {
        state: "refused",
        message: `The platform says order ${docId} was already decided, and it could not be read just now to say how. Your ${decisionWords(d)} was not applied; reload the order to see its status.`,
      };
    case "INVALID_REJECTION_REASON":
      return {
        state: "refused",
        message: `The platform does not accept the reason ${reasonLabel(d.reason ?? "")}. Nothing was decided; choose another of the 20 reasons and reject again.`,
      };
    case "VALIDATION_ERROR":
      return {
        state: "refused",
        message: `The platform refused the request as not valid${detail ? ` (${detail})` : ""}. Nothing was decided and the order can still be decided; if this happens again, report it with the reference below.`,
      };
    case "INTERNAL_ERROR":
      return {
        state: "unknown",
        message: `The platform had an internal error, so it is not known whether the ${decisionWords(d)} of ${docId} was applied. Try again in a moment: Countersign reads the order first and never decides twice.`,
      };
  }
  if (err.status === 401 || err.status === 403)
    return {
      state: "refused",
      message:
        "The platform refused Countersign's credentials for restriction orders. Nothing was decided; ask an administrator to check the restriction API client.",
    };
  if ((err.status ?? 0) >= 500)
    return {
      state: "unknown",
      message: `The platform failed (HTTP ${err.status}), so it is not known whether the ${decisionWords(d)} was applied. Try again: Countersign reads the order first.`,
    };
  return {
    state: "refused",
    message: `The platform refused the ${decisionWords(d)}${err.platformMessage ? `: ${err.platformMessage}` : ""}. Countersign recorded no decision, and reads the order again before the next attempt.`,
  };
}

/** GET /api/v1/orders failed: its two error shapes (and the transport's) in words. */
export function listFailureWording(err: ProviderError): string {
  const detail = err.fieldErrors.map((f) => `${f.field}: ${f.message}`).join("; ");
  if (err.kind === "timeout")
    return "The restriction-order service did not answer in time. Try again in a moment.";
  if (err.kind === "connection")
    return "The restriction-order service could not be reached. Try again in a moment.";
  if (err.kind === "invalid_response")
    return "The restriction-order service answered in a form Countersign does not understand. Report it with the reference below.";
  if (err.code === "VALIDATION_ERROR")
    return `The restriction-order service refused the list query${detail ? ` (${detail})` : ""}. Change the filters, sort or page size and try again.`;
  if (err.code === "INTERNAL_ERROR" || (err.status ?? 0) >= 500)
    return "The restriction-order service had an internal error. Try again in a moment.";
  if (err.status === 401 || err.status === 403)
    return "The restriction-order service refused Countersign's credentials. Ask an administrator to check the restriction API client.";
  return `The restriction-order service refused the request${err.platformMessage ? `: ${err.platformMessage}` : "."}`;
}
