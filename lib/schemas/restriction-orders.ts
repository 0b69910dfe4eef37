import { z } from "zod";
import type { TUrlSpec } from "./url-state";

// Client-safe: the Restriction orders page's URL contract, the 20 rejection reasons in words, the decide
// input of the server action, and the wire shapes of GET /api/restriction-orders(/{docId}).

export const ORDER_STATUSES = ["UNPROCESSED", "CONFIRMED", "REJECTED"] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_WORDS: Record<TOrderStatus, string> = {
  UNPROCESSED: "Waiting for a decision",
  CONFIRMED: "Confirmed for execution",
  REJECTED: "Rejected: will not execute",
};

/**
 * POST /api/v1/orders/{docId}:reject takes one of these 20 codes
 * (docs/platform-interface.md#deciding-a-restriction-order). The interface names them only; the words are
 * Countersign's reading of each name, shown beside the code so nobody has to guess what NO_PRIMARY_DOC means
 * before refusing a court's or a tax office's order.
 */
export const REJECTION_REASONS = {
  NO_ACCOUNT: { label: "No such account", words: "The order names an account that is not held with us." },
  PAYER_ERROR: {
    label: "Payer details wrong",
    words: "The payer's name or identification does not match the account holder.",
  },
  PAYEE_ERROR: {
    label: "Payee details wrong",
    words: "The payee's name, account or bank in the order is wrong or incomplete.",
  },
  NO_AGREEMENT: {
    label: "No agreement",
    words: "There is no agreement with the customer that allows this order to be executed.",
  },
  NO_FUNDS: { label: "No funds", words: "The payer's account does not hold enough funds for the order." },
  ILLEGAL_OPERATION: {
    label: "Operation not allowed",
    words: "This operation is not allowed on the payer's account.",
  },
  TO_CARD_FILE: {
    label: "Queued to the card file",
    words: "Put in the queue of unpaid orders, to be executed when funds arrive.",
  },
  NO_PRIMARY_DOC: {
    label: "No primary document",
    words: "The underlying (primary) document the order relies on is missing.",
  },
  ILLEGAL_AMOUNT: { label: "Amount not valid", words: "The order's amount is not valid." },
  NO_PAYEE_CODE: {
    label: "Payee code missing",
    words: "The payee's identification or member code is missing from the order.",
  },
  NOT_UNIQUE: { label: "Duplicate order", words: "An order with the same identification already exists." },
  INCORRECT_RANGE: {
    label: "Value out of range",
    words: "A value in the order (a date or a number) is outside its allowed range.",
  },
  FORMAT_ERROR: { label: "Format error", words: "The order is not in the required format." },
  EXECUTED: { label: "Already executed", words: "The order has already been executed." },
  NO_ID: { label: "Identification missing", words: "The payer's identification code is missing." },
  CLOSED_ID: {
    label: "Account or id closed",
    words: "The account or identification named in the order is closed.",
  },
  ILLEGAL_ACCOUNT_TYPE: {
    label: "Account type not allowed",
    words: "The payer's account is of a type that cannot be restricted by such an order.",
  },
  ILLEGAL_REFERENCE_CODE: {
    label: "Reference code not valid",
    words: "The order's reference (payment) code is not valid.",
  },
  ILLEGAL_CURRENCY: {
    label: "Currency not valid",
    words: "The order's currency is not valid for the account.",
  },
  UNKNOWN_ERROR: { label: "Other reason", words: "Another reason, not covered by the codes above." },
} as const satisfies Record<string, { label: string; words: string }>;

export type TRejectionReason = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_CODES = Object.keys(REJECTION_REASONS) as [
  TRejectionReason,
  ...TRejectionReason[],
];

/** "No funds (NO_FUNDS)"; an unknown code is shown as it is. */
export function reasonLabel(code: string): string {
  return Object.hasOwn(REJECTION_REASONS, code)
    ? `${REJECTION_REASONS[code as TRejectionReason].label} (${code})`
    : code;
}

// ---- The list's URL ----

/** The URL's sort keys → the platform's sort fields (docs/platform.md, Restriction orders). */
export const SORT_FIELDS = {
  date: "header.date",
  doc_id: "header.doc_id",
  amount: "data.amount",
  status: "data.status",
} as const;
export type TSortKey = keyof typeof SORT_FIELDS;
export const SORT_WORDS: Record<TSortKey, string> = {
  date: "Date",
  doc_id: "Document id",
  amount: "Amount",
  status: "Status",
};
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const URL_KEYS = ["status", "page", "size", "sort", "dir"] as const;

// An empty select arrives as "", which means "not set".
const blank = (v: unknown) => (v === "" ? undefined : v);

/**
 * The list's state in the URL: `page` counts from 1 as people do (the platform's is 0-based; the service
 * subtracts one), the platform's own default order (newest first) when `sort`/`dir` are absent.
 */
export const ZRestrictionOrderQuery = z.object({
  status: z.preprocess(blank, z.enum(ORDER_STATUSES, "One of UNPROCESSED, CONFIRMED, REJECTED.").optional()),
  page: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,7}$/, "A page number from 1.")
      .transform(Number)
      // The platform's (0-based) page goes to 1,000,000 (sandbox/restriction/list.ts); beyond it was a 502.
      .pipe(z.number().int().min(1, "A page number from 1.").max(1_000_001, "A page number up to 1000001."))
      .default(1),
  ),
  size: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,3}$/, `One of ${PAGE_SIZES.join(", ")}.`)
      .transform(Number)
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `One of ${PAGE_SIZES.join(", ")}.`)
      .default(20),
  ),
  sort: z.preprocess(
    blank,
    z
      .enum(Object.keys(SORT_FIELDS) as [TSortKey, ...TSortKey[]], "One of date, doc_id, amount, status.")
      .default("date"),
  ),
  dir: z.preprocess(blank, z.enum(["asc", "desc"], "asc or desc.").default("desc")),
});
export type TRestrictionOrderQuery = z.output<typeof ZRestrictionOrderQuery>;

/** The list's URL: status, page, size and order. */
export const ORDERS_URL: TUrlSpec<TRestrictionOrderQuery> = {
  schema: ZRestrictionOrderQuery,
  keys: URL_KEYS,
};

// ---- Decisions ----

/** A document id as the platform accepts it in a path: 1–64 characters, no "/" (docs/platform.md). */
export const ZDocId = z
  .string()
  .min(1, "A document id is required.")
  .max(64, "A document id has at most 64 characters.")
  .regex(/^[^/]+$/, "A document id has no “/”.");

const ZIntent = z.uuid("The intent id must be a UUID made when the dialog opened.");

export const ZDecideInput = z.discriminatedUnion("decision", [
  z.object({ docId: ZDocId, intentId: ZIntent, decision: z.literal("CONFIRM") }),
  z.object({
    docId: ZDocId,
    intentId: ZIntent,
    decision: z.literal("REJECT"),
    reason: z.enum(REJECTION_REASON_CODES, "Choose one of the 20 rejection reasons."),
  }),
]);
export type TDecideInput = z.infer<typeof ZDecideInput>;

export type TDecisionState = "pending" | "decided" | "refused" | "unknown";

/** Countersign's record of its decision on an order (restriction_decisions). */
export type TDecisionRecord = {
  decision: "CONFIRM" | "REJECT";
  reason: string | null;
  state: TDecisionState;
  userEmail: string;
  attempts: number;
  startedAt: string;
  finishedAt: string | null;
  accepted: string | null;
  providerStatus: number | null;
  providerCode: string | null;
  message: string | null;
};

/**
 * What one decide request came to. `decided`: the platform took it now; `already_decided`: the order was
 * decided before (by Countersign or elsewhere) and nothing was sent; `refused`: the platform said no and
 * the order stays as it was; `unknown`: no answer (the next attempt reads the order before sending);
 * `in_progress`: another request is deciding it right now.
 */
export type TDecideOutcome = {
  outcome: "decided" | "already_decided" | "refused" | "unknown" | "in_progress";
  /** The order's status as now known, null when not known. */
  status: TOrderStatus | null;
  message: string;
  providerStatus: number | null;
  providerCode: string | null;
  accepted: string | null;
};

// ---- Wire shapes of the routes ----

export type TOrderParty = {
  name: string | null;
  account: string | null;
  bic: string | null;
  id: string | null;
  memberCode: string | null;
};

export type TOrderRow = {
  docId: string;
  /** Null when the platform left it out (which fields are always present is not shown). */
  date: string | null;
  type: string | null;
  referenceDocId: string | null;
  status: TOrderStatus;
  amount: number | null;
  currency: string | null;
  payer: TOrderParty;
  payee: TOrderParty;
  /** Countersign's own decision record, when one was attempted. */
  decision: TDecisionRecord | null;
};

export type TRemittance = {
  date: string | null;
  executeDate: string | null;
  executeId: string | null;
  executePid: string | null;
  executeProcessingDate: string | null;
  executeReason: string | null;
  executeType: string | null;
  id: string | null;
};

export type TOrderDetail = TOrderRow & {
  freeDisposalAmount: number | null;
  freeDisposalComment: string | null;
  remittance: TRemittance | null;
  /** Fields the platform sent that Countersign has no label for (additive changes), shown as they are. */
  other: Record<string, unknown>;
  fetchedAt: string;
};

/** Something the platform did not do as the list asked (docs/platform.md, Restriction orders), in words. */
export type TListNotice = { kind: "status_filter" | "sort" | "paging"; message: string };

export type TOrderPage = {
  rows: TOrderRow[];
  /** Empty when the platform's answer honoured the filter, sort and paging asked for. */
  notices: TListNotice[];
  /** The status filter Countersign applied to this page itself because the platform did not; else null. */
  localFilter: TOrderStatus | null;
  /** Rows the platform sent for this page, before a local filter. */
  platformRows: number;
  /** 1-based, as shown. */
  page: number;
  size: number;
  totalItems: number;
  totalPages: number;
  isLastPage: boolean;
  fetchedAt: string;
};
