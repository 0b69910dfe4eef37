import "server-only";
import { totalsOf } from "@/lib/db/payment-drafts";
import type { TPaymentSubmission } from "@/lib/domain/initiation/submission";
import type { TBulkRow } from "./bulk/bulk-result";
import { checkBulk, type TBulkCheck } from "./check-bulk";
import { toSubmissions } from "./to-submission";

// A bulk upload checked as far as it can be without making anything (docs/initiation.md#bulk): the file
// read and every row checked, each configured debtor resolved. The upload page's check step shows this;
// the batch draft is then made from the very same steps (create-batch-draft.ts), so what the page showed
// is what the draft holds.

export type TBatchSummary = Omit<TBulkCheck, "valid" | "rows"> & {
  /** Every payment of the file: those read (checked or not) and those that could not be read. */
  total: number;
  valid: number;
  /** Minor units per currency, as text. */
  totals: Record<string, string>;
};

export type TPreparedBatch = {
  summary: TBatchSummary;
  /** The rows as read, for the error file. */
  rows: TBulkRow[];
  ready: { line: number; submission: TPaymentSubmission }[];
};

export async function prepareBatch(
  bytes: Uint8Array,
  fileName: string,
  today: string,
): Promise<TPreparedBatch> {
  const check = checkBulk(bytes, fileName, today);
  const resolved = await toSubmissions(check.valid.map((v) => v.payment));
  const rowErrors = [...check.rowErrors];
  const ready: TPreparedBatch["ready"] = [];
  resolved.forEach((r, i) => {
    const line = check.valid[i]!.line;
    if (r.ok) ready.push({ line, submission: r.submission });
    else rowErrors.push({ line, field: "debtorAccountId", message: r.message });
  });
  rowErrors.sort((a, b) => a.line - b.line);
  const amounts = ready.map((r) => ({
    amount: BigInt(r.submission.amountMinor),
    currency: r.submission.currency,
  }));
  const summary: TBatchSummary = {
    unit: check.unit,
    fileErrors: check.fileErrors,
    rowErrors,
    total: new Set([...check.rows.map((r) => r.line), ...check.rowErrors.map((e) => e.line)]).size,
    valid: ready.length,
    totals: totalsOf(amounts),
  };
  return { summary, rows: check.rows, ready };
}
