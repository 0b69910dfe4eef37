import "server-only";
import type { CancellationResponse } from "@/lib/db/generated/client";
import type { TInboxRow } from "@/lib/db/cancellations";
import type {
  TCancellationRow,
  TResponseRecord,
  TResponseState,
} from "@/lib/domain/cancellations/cancellations";

// Database rows → the client-safe shapes of lib/domain/cancellations/cancellations.ts (ids as strings, times ISO).

export function toRow(r: TInboxRow): TCancellationRow {
  const answer = r.answerState
    ? {
        state: r.answerState as TResponseState,
        userEmail: r.answerBy ?? "",
        responseCode: r.answerCode ?? "",
      }
    : null;
  const waiting = r.direction === "INBOUND" && r.status === "CANCELLATION_IN_PROGRESS";
  return {
    id: r.cancellationId.toString(),
    direction: r.direction === "OUTBOUND" ? "OUTBOUND" : "INBOUND",
    status: r.status,
    statusAt: r.statusAt.toISOString(),
    reason: r.reason,
    scheme: r.paymentMethod,
    paymentChecked: r.paymentCheckedAt !== null || r.trxId === null,
    trxId: r.trxId?.toString() ?? null,
    amount: r.paymentAmount === null ? null : Number(r.paymentAmount),
    currency: r.paymentCurrency,
    firstSeenAt: r.firstSeenAt.toISOString(),
    createdAt: r.platformCreatedAt?.toISOString() ?? null,
    awaitingAnswer: waiting && (answer === null || answer.state === "refused" || answer.state === "unknown"),
    answer,
  };
}

export function toResponseRecord(r: CancellationResponse): TResponseRecord {
  return {
    state: r.state as TResponseState,
    userEmail: r.userEmail,
    attempts: r.attempts,
    api: r.api === "v1" ? "v1" : "v3",
    responseCode: r.responseCode === "REJECTED" ? "REJECTED" : "ACCEPTED",
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    providerStatus: r.providerStatus,
    providerCode: r.providerCode,
    message: r.message,
  };
}
