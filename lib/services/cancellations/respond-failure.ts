import "server-only";
import type { TInboxRow } from "@/lib/db/cancellations";
import type { TResponseFinish } from "@/lib/db/cancellation-responses";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import { FINAL_STATUSES, WORKING_STATUSES } from "@/lib/schemas/cancellations";
import type { TActor } from "../actor";
import type { TCancellationDeps } from "./deps";
import { refreshCancellation } from "./refresh-cancellation";
import type { TAttempt } from "./respond-record";
import type { TRespondRequest } from "./respond-to-cancellation";
import { respondWording } from "./respond-wording";

// When an answer did not simply go through: what the platform's refusal means, and — because the platform
// keeps no record of answers for us to ask about — reading the request to learn whether one arrived.

/** The platform's status now (also written into the inbox), or why it could not be read. */
export async function readStatus(id: bigint, row: TInboxRow, deps: TCancellationDeps) {
  try {
    const r = await refreshCancellation(id, deps, {
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

/** `earlierUnanswered`: the last attempt got no reply (else it was refused, and a move is not ours). */
export function checkedFinish(
  checked: Awaited<ReturnType<typeof readStatus>>,
  earlierUnanswered = true,
): TResponseFinish {
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

export async function failure(
  err: unknown,
  req: TRespondRequest,
  row: TInboxRow,
  attempt: TAttempt,
  earlierUnanswered: boolean,
  deps: TCancellationDeps,
  actor: TActor,
): Promise<{ finish: TResponseFinish; status: string }> {
  if (!isProviderError(err)) {
    // A fault of ours, not the platform's answer: whether the call went out is not known.
    logger.error(
      { err, cancellationId: req.id.toString(), requestId: actor.requestId },
      "answer failed unexpectedly",
    );
    const message = `Something went wrong on our side, so it is not known whether the answer was sent. Countersign reads the request before sending again. Reference: ${actor.requestId ?? "unavailable"}.`;
    return {
      finish: { state: "unknown", providerStatus: null, providerCode: null, message },
      status: row.status,
    };
  }
  // No reply, or the platform says the request moved on: read where it stands (and show it).
  const unsure = err.kind !== "http" || (err.status ?? 0) >= 500;
  const read =
    unsure || err.code === "ILLEGAL_CANCELLATION_REQUEST_STATUS" ? await readStatus(req.id, row, deps) : null;
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
    { cancellationId: req.id.toString(), code: err.code, kind: err.kind, status: err.status },
    "answer not completed",
  );
  return {
    finish: {
      state: wording.state,
      providerStatus: err.status,
      providerCode: err.code ?? null,
      message: wording.message,
    },
    status: current ?? row.status,
  };
}
