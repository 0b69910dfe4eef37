import { z } from "zod";
import { DATE_RANGE_MESSAGE, fitsInt8, inDateRange } from "./bounds";
import type { TRespondAvailability } from "./cancellation-respond";
import { SCHEMES } from "./payments";
import type { TUrlSpec } from "./url-state";

// Client-safe. The cancellation inbox contract: statuses and reasons in words, the URL filters of the inbox
// (parsed the same way by the page and GET /api/cancellations), and the shapes the routes answer. Ids are
// strings on the wire (they are bigint in the database), times ISO 8601 in UTC.

/** The resource's status enum (docs/platform-interface.md#cancellation-statuses). */
export const CANCELLATION_STATUSES = [
  "CANCELLATION_CREATED",
  "CANCELLATION_IN_PROGRESS",
  "RETURNING",
  "REFUSING",
  "PAYMENT_RETURNED",
  "CANCELLATION_REFUSED",
  "PROCESSING_FAILED",
  "CANCELLATION_COMPLETED",
  "CANCELLATION_REJECTED",
  "CANCELLATION_ACCEPTED",
] as const;
export type TCancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/** Each status in words, from the point of view of the person working the inbox. */
export const STATUS_WORDS: Record<TCancellationStatus, string> = {
  CANCELLATION_CREATED: "Created: sent to the other bank, no answer yet",
  CANCELLATION_IN_PROGRESS: "Waiting for an answer",
  RETURNING: "Accepted: the funds are being returned",
  REFUSING: "Rejected: the refusal is being sent",
  PAYMENT_RETURNED: "Funds returned",
  CANCELLATION_REFUSED: "Refused",
  PROCESSING_FAILED: "Processing failed at the platform",
  CANCELLATION_COMPLETED: "Completed",
  CANCELLATION_REJECTED: "Rejected by the other bank",
  CANCELLATION_ACCEPTED: "Accepted by the other bank",
};

export const statusWords = (status: string): string =>
  (STATUS_WORDS as Record<string, string>)[status] ?? `Status ${status} (not known to Countersign)`;

/** Reached and never left: nothing more will happen to the request (the state table's "Final"). */
export const FINAL_STATUSES: ReadonlySet<string> = new Set([
  "PAYMENT_RETURNED",
  "CANCELLATION_REFUSED",
  "CANCELLATION_COMPLETED",
  "CANCELLATION_REJECTED",
  "PROCESSING_FAILED",
]);
/** An answer went out; the platform allows no action until a final status (no webhook announces it). */
export const WORKING_STATUSES: ReadonlySet<string> = new Set(["RETURNING", "REFUSING"]);

/**
 * Every reason code of the resource's enum (docs/platform-interface.md#cancellation-requests), in words: the
 * ISO 20022 cancellation reasons a requester gives, and the return reasons some requests carry.
 */
export const CANCELLATION_REASON_WORDS = {
  DUPL: "Duplicate payment",
  CUST: "Requested by the customer",
  FRAD: "Fraudulent origin",
  TECH: "Technical problem",
  AC03: "Invalid creditor account number",
  AM09: "Wrong amount",
  AGNT: "Incorrect agent in the payment chain",
  COVR: "Cover payment cancelled or returned",
  CURR: "Incorrect currency",
  CUTA: "Cancelled because it could not be applied",
  DS24: "Order expired (time-out)",
  FRNA: "Forward the request to the next agent",
  FRTR: "Final response (mandate cancelled)",
  INDM: "Indemnity offered or required",
  SYAD: "Request to the settlement system's administrator",
  UPAY: "Undue payment",
  NARR: "Reason given as free text",
  AC01: "Incorrect account number",
  AC04: "Account closed",
  AC06: "Account blocked",
  AC13: "Invalid debtor account type",
  AG01: "Transaction forbidden on this account",
  AG02: "Invalid bank operation code",
  AM01: "Zero amount",
  AM04: "Insufficient funds",
  AM05: "Duplication",
  CNOR: "Creditor bank not registered in the scheme",
  DNOR: "Debtor bank not registered in the scheme",
  MD01: "No mandate",
  MD02: "Mandate data missing or wrong",
  MD07: "Customer deceased",
  MS02: "Reason not specified (customer)",
  MS03: "Reason not specified (agent)",
  RC01: "Bank identifier incorrect",
  RR01: "Missing debtor account or identification (regulatory)",
  RR02: "Missing debtor name or address (regulatory)",
  RR03: "Missing creditor name or address (regulatory)",
  RR04: "Regulatory reason",
  SL01: "Specific service of the debtor's bank",
  BE05: "Initiating party not recognised",
  FF01: "Invalid file format",
  DT01: "Invalid date",
  ED05: "Settlement failed",
  PY01: "Unknown BIC in the routing table",
} as const;
export type TCancellationReason = keyof typeof CANCELLATION_REASON_WORDS;

/** A reason in words; codes the platform adds later (adding enum values is non-breaking) show as code. */
export const reasonWords = (code: string): string =>
  Object.hasOwn(CANCELLATION_REASON_WORDS, code)
    ? CANCELLATION_REASON_WORDS[code as TCancellationReason]
    : `Reason ${code} (not known to Countersign)`;

export const SCHEME_WORDS: Record<(typeof SCHEMES)[number], string> = {
  SEPA: "SEPA credit transfer",
  INST: "SEPA Instant",
  SDD: "SEPA direct debit",
  SWIFT: "SWIFT",
  T2: "T2 (TARGET2)",
};

export const DIRECTION_WORDS = {
  INBOUND: "Inbound: another bank asks us",
  OUTBOUND: "Outbound: we asked another bank",
} as const;

// ---- The inbox URL: filters and paging ----

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values).optional());

export const ZCancellationFilters = z.object({
  status: choice(CANCELLATION_STATUSES),
  direction: choice(["INBOUND", "OUTBOUND"]),
  scheme: choice(SCHEMES),
  /** Inbound, waiting for an answer, and no answer of ours under way. */
  awaiting: choice(["yes"]),
  /** Keyset paging, newest first: rows first seen before this position ("<ms>.<id>"). */
  before: z
    .string()
    .regex(/^\d{1,15}\.\d{1,19}$/, { message: "Not a position in the inbox.", abort: true })
    // Both parts reach PostgreSQL (a timestamp and a bigint id): keep them inside the columns' ranges.
    .refine((v) => inDateRange(new Date(Number(v.split(".")[0]))), DATE_RANGE_MESSAGE)
    .refine((v) => fitsInt8(v.split(".")[1]!), "Not a position in the inbox: the id is too large.")
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .refine(
      (n) => (INBOX_PAGE_SIZES as readonly number[]).includes(n),
      `One of ${INBOX_PAGE_SIZES.join(", ")}.`,
    )
    .default(50),
});
export type TCancellationFilters = z.infer<typeof ZCancellationFilters>;
export const INBOX_FILTER_KEYS = ["status", "direction", "scheme", "awaiting", "limit"] as const;

/** The inbox's URL: the filters, the page size and the paging cursor. */
export const CANCELLATIONS_URL: TUrlSpec<TCancellationFilters> = {
  schema: ZCancellationFilters,
  keys: [...INBOX_FILTER_KEYS, "before"],
};

/** A cancellation request id as typed or in a path: the platform's positive integer. */
export const ZCancellationId = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "A cancellation request id is a whole number, such as 1042.")
  .refine((s) => Number(s) > 0, "A cancellation request id is a positive whole number.");

export const ZLookUpInput = z.object({ id: ZCancellationId });

// ---- Wire shapes ----

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
  /** Whether and how it can be answered now (lib/schemas/cancellation-respond.ts). */
  respond: TRespondAvailability;
};
