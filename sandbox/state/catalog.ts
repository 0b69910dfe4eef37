import type { TPaymentStatusName } from "./model";

// The transaction status and type lists (docs/platform-interface.md#payment-search names the operations, not
// their shapes or ids): the ids here are the sandbox's assumption, served by the status and type list
// operations, and the only source of ids for the v2 `transaction status id` / `transaction type id` filters
// and v3 `statusIds`.

export const PAYMENT_STATUSES: readonly { id: number; name: TPaymentStatusName; hardvalue: string }[] = [
  { id: 1, name: "Created", hardvalue: "CREATED" },
  { id: 2, name: "To sign", hardvalue: "TO_SIGN" },
  { id: 3, name: "Signed", hardvalue: "SIGNED" },
  { id: 4, name: "Accepted", hardvalue: "ACCEPTED" },
  { id: 5, name: "Completed", hardvalue: "COMPLETED" },
  { id: 6, name: "Some problems", hardvalue: "SOME_PROBLEMS" },
  { id: 7, name: "Cancelled", hardvalue: "CANCELLED" },
  { id: 8, name: "Rejected", hardvalue: "REJECTED" },
  { id: 9, name: "Pending confirmation", hardvalue: "PENDING_CONFIRMATION" },
  { id: 10, name: "Sent to clear", hardvalue: "SENT_TO_CLEAR" },
];

export const PAYMENT_TYPES = [
  { id: 1, name: "Payment" },
  { id: 2, name: "Payment return" },
  { id: 3, name: "Payment cancellation" },
  { id: 4, name: "CSM fees" },
  { id: 5, name: "Reverse payment" },
  { id: 6, name: "Adjustment" },
] as const;

export type TPaymentTypeName = (typeof PAYMENT_TYPES)[number]["name"];

export function statusByName(name: TPaymentStatusName) {
  return PAYMENT_STATUSES.find((s) => s.name === name)!;
}

export function typeByName(name: TPaymentTypeName) {
  return PAYMENT_TYPES.find((t) => t.name === name)!;
}
