import type { TDeadline } from "@/lib/domain/deadlines/deadlines";
import type { TRespondAvailability } from "./respond-types";

// Client-safe. The shapes the cancellation routes answer and the pages read. Ids are strings on the wire
// (they are bigint in the database), times ISO 8601 in UTC.

/** GET /v1/cancellation-requests/{id}, every field of the resource (the first five always present). */
export type TCancellationResource = {
  direction: "INBOUND" | "OUTBOUND";
  id: number;
  reason: string;
  sepaMessageId: string;
  status: string;
  additionalComment?: string | null;
  createdAt?: string | null;
  externalTransactionReferenceId?: number | null;
  rejectionAdditionalReason?: string | null;
  rejectionReason?: string | null;
  rejectionSepaMessageId?: string | null;
  returnTransactionId?: number | null;
  sepaCancellationId?: string | null;
  transactionId?: number | null;
} & Record<string, unknown>;

/** Countersign's answer record (table cancellation_responses). */
export type TResponseState = "sending" | "sent" | "refused" | "unknown";
export type TResponseRecord = {
  state: TResponseState;
  userEmail: string;
  attempts: number;
  api: "v3" | "v1";
  responseCode: "ACCEPTED" | "REJECTED";
  startedAt: string;
  finishedAt: string | null;
  providerStatus: number | null;
  providerCode: string | null;
  message: string | null;
};

/** One inbox row. */
export type TCancellationRow = {
  id: string;
  direction: "INBOUND" | "OUTBOUND";
  status: string;
  statusAt: string;
  reason: string;
  /** The linked payment's method (SEPA, INST, SDD, SWIFT, T2); null until known, or when there is none. */
  scheme: string | null;
  /** False until the linked payment was read; true with trxId null means there is no linked payment. */
  paymentChecked: boolean;
  trxId: string | null;
  amount: number | null;
  currency: string | null;
  firstSeenAt: string;
  /** The request's own creation time, once read from the platform. */
  createdAt: string | null;
  /** Inbound, waiting, and no answer of ours under way or sent. */
  awaitingAnswer: boolean;
  /** While awaiting our answer, in the inbox list (docs/deadlines.md#cancellations); absent elsewhere. */
  deadline?: TDeadline | null;
  answer: { state: TResponseState; userEmail: string; responseCode: string } | null;
};

export type TCancellationPage = { rows: TCancellationRow[]; older: string | null; fetchedAt: string };

/** One line of the timeline: a status (webhook, poll, look-up) or one of our answers. */
export type TTimelineItem = {
  at: string;
  status: string;
  source: "webhook" | "poll" | "lookup" | "answer";
  deliveryId: string | null;
  answer: {
    outcome: "sent" | "refused" | "unknown";
    by: string;
    summary: string;
    message: string;
    providerCode: string | null;
  } | null;
};

export type TCancellationDetail = {
  row: TCancellationRow;
  resource: TCancellationResource | null;
  resourceAt: string | null;
  /** The read from the platform for this view failed: what is shown is what was stored. */
  refreshError: { message: string; code: string | null } | null;
  timeline: TTimelineItem[];
  response: TResponseRecord | null;
  /** Whether and how it can be answered now (lib/domain/cancellations/respond-types.ts). */
  respond: TRespondAvailability;
};
