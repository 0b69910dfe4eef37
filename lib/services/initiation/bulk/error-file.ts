import "server-only";
import { toCsvRow } from "@/lib/csv";
import { NEW_PAYMENT_FIELDS } from "@/lib/domain/initiation/fields";
import type { TBulkRow, TBulkRowError } from "./bulk-result";

// The downloadable error file of a bulk upload (issue 16 item 3): one CSV row per error, in file order,
// with the row's values as uploaded so that it can be fixed in a spreadsheet and uploaded again. Every
// value goes through lib/csv.ts, which neutralises formulas: the values come from someone else's file,
// and "=HYPERLINK(…)" must not run in the spreadsheet of the person who downloads this.

/** What the first column counts: file lines for a CSV, transactions (1-based) for a pain.001. */
export type TBulkRowUnit = "line" | "transaction";

export function bulkErrorFile(
  errors: readonly TBulkRowError[],
  rows: readonly TBulkRow[],
  unit: TBulkRowUnit = "line",
): string {
  const rawByLine = new Map(rows.map((row) => [row.line, row.raw]));
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const lines = [toCsvRow([unit, "field", "message", ...NEW_PAYMENT_FIELDS])];
  for (const error of sorted) {
    const raw = rawByLine.get(error.line);
    lines.push(
      toCsvRow([error.line, error.field ?? "", error.message, ...NEW_PAYMENT_FIELDS.map((f) => raw?.[f])]),
    );
  }
  return lines.join("");
}
