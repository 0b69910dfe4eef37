import type { SCHEMES } from "@/lib/domain/payments/payments";

// Client-safe. The cancellation vocabulary in words: the resource's statuses and which of them are final or
// under way, the reason codes a request carries, the schemes and the two directions.

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
