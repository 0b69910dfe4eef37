import "server-only";
import type { TInboxRow } from "@/lib/db/cancellations";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import { FINAL_STATUSES, WORKING_STATUSES } from "@/lib/domain/cancellations/words";
import type { TActor } from "../actor";
import { readStatus } from "./respond-read-back";
import type { TAttempt, TAttemptEnd } from "./respond-types";
import { respondWording } from "./respond-wording";

/**
 * The platform call did not simply go through: what its refusal means (respond-wording.ts) and, when there
 * was no reply or the platform says the request moved on, where the request stands now (and show it).
 * `earlierUnanswered`: the attempt before this one got no reply either.
 */
export async function answerFailed(
  err: unknown,
  row: TInboxRow,
  attempt: TAttempt,
  earlierUnanswered: boolean,
  actor: TActor,
): Promise<TAttemptEnd> {
  const end = { platformCalled: true, answeredNow: false };
  if (!isProviderError(err)) {
    // A fault of ours, not the platform's answer: whether the call went out is not known.
    logger.error(
      { err, cancellationId: attempt.id.toString(), requestId: actor.requestId },
      "answer failed unexpectedly",
    );
    const message = `Something went wrong on our side, so it is not known whether the answer was sent. Countersign reads the request before sending again. Reference: ${actor.requestId ?? "unavailable"}.`;
    return {
      ...end,
      finish: { state: "unknown", providerStatus: null, providerCode: null, message },
      status: row.status,
    };
  }
  const unsure = err.kind !== "http" || (err.status ?? 0) >= 500;
  const read =
    unsure || err.code === "ILLEGAL_CANCELLATION_REQUEST_STATUS" ? await readStatus(attempt.id, row) : null;
  const current = read?.status ?? null;
  const wording =
    unsure && current && (WORKING_STATUSES.has(current) || FINAL_STATUSES.has(current))
      ? {
          state: "sent" as const,
          message: `The platform's reply was lost, but the answer arrived: the request is now ${current}.`,
        }
      : respondWording(err, {
          scheme: row.paymentMethod,
          api: attempt.api,
          currentStatus: current,
          earlierAttemptUnanswered: earlierUnanswered,
        });
  logger.info(
    { cancellationId: attempt.id.toString(), code: err.code, kind: err.kind, status: err.status },
    "answer not completed",
  );
  return {
    ...end,
    finish: {
      state: wording.state,
      providerStatus: err.status,
      providerCode: err.code ?? null,
      message: wording.message,
    },
    status: current ?? row.status,
  };
}
