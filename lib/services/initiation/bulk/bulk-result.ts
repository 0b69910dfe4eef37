import "server-only";
import type { TNewPaymentField, TRawNewPayment } from "@/lib/domain/initiation/fields";

// What reading a bulk file (issue 16 item 3) gives, before any payment is checked: the file's own errors
// (nothing in it can be used), the payments as given with where they stand in the file, and the rows
// that could not be read. The new-payment check runs on `rows` afterwards and adds its own errors.

/** Issue 16: a bulk holds at most 10,000 payments. */
export const MAX_BULK_PAYMENTS = 10_000;

/** `line` is the file line for a CSV, the transaction's position (1-based) for a pain.001. */
export type TBulkRow = { line: number; raw: TRawNewPayment };
export type TBulkRowError = { line: number; field?: TNewPaymentField; message: string };
export type TBulkParseResult = {
  fileErrors: string[];
  rows: TBulkRow[];
  rowErrors: TBulkRowError[];
};

/** A file error voids the whole file: no row is returned, so nothing half-read goes further. */
export function fileErrors(...messages: string[]): TBulkParseResult {
  return { fileErrors: messages, rows: [], rowErrors: [] };
}

export function tooManyPayments(count: number, what: "payment rows" | "transactions"): string {
  return `The file has ${count.toLocaleString("en-US")} ${what}; at most ${MAX_BULK_PAYMENTS.toLocaleString("en-US")} can be uploaded at once.`;
}
