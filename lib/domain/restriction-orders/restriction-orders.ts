// Client-safe: the restriction orders' statuses, the 20 rejection reasons and the list's sort keys, in
// words. The order's shapes are in ./restriction-order-types.ts, the list's URL in
// ./restriction-order-url.ts, the decide input in ./restriction-order-input.ts.

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

/** The list's sort keys (the provider names the platform's field for each). */
export const SORT_KEYS = ["date", "doc_id", "amount", "status"] as const;
export type TSortKey = (typeof SORT_KEYS)[number];
export const SORT_WORDS: Record<TSortKey, string> = {
  date: "Date",
  doc_id: "Document id",
  amount: "Amount",
  status: "Status",
};
