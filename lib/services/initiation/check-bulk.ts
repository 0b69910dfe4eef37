import "server-only";
import { checkNewPayment, type TNewPayment } from "@/lib/domain/initiation/new-payment";
import type { TBulkParseResult, TBulkRow, TBulkRowError } from "./bulk/bulk-result";
import type { TBulkRowUnit } from "./bulk/error-file";
import { parseBulkCsv } from "./bulk/parse-csv";
import { parsePain001 } from "./bulk/parse-pain001";
import { readUpload } from "./bulk/read-upload";

// Every row of a bulk upload checked before anything is made (docs/initiation.md#bulk): the file read as
// text, parsed as CSV or pain.001, and each payment put through the same check as the New payment form.
// A payment that fails any check is listed with its line and field; the others may form one batch.

export type TBulkCheck = {
  unit: TBulkRowUnit;
  fileErrors: string[];
  rows: TBulkRow[];
  rowErrors: TBulkRowError[];
  valid: { line: number; payment: TNewPayment }[];
};

const isXml = (fileName: string, text: string) =>
  /\.xml$/i.test(fileName) || /^\s*<(\?xml|[\w.-]*:?Document)/.test(text.slice(0, 200));

export function checkBulk(bytes: Uint8Array, fileName: string, today: string): TBulkCheck {
  const read = readUpload(bytes);
  if (!read.ok) return { unit: "line", fileErrors: [read.message], rows: [], rowErrors: [], valid: [] };
  const unit: TBulkRowUnit = isXml(fileName, read.text) ? "transaction" : "line";
  const parsed: TBulkParseResult = unit === "transaction" ? parsePain001(read.text) : parseBulkCsv(read.text);
  const rowErrors = [...parsed.rowErrors];
  const valid: TBulkCheck["valid"] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of parsed.rows) {
    const check = checkNewPayment(row.raw, { today });
    if (!check.ok) {
      for (const [field, message] of Object.entries(check.fieldErrors)) {
        rowErrors.push({ line: row.line, field: field as TBulkRowError["field"], message });
      }
      continue;
    }
    // Each payment is found again by its end-to-end id (docs/initiation.md#exactly-once): two in one file
    // with the same one could not be told apart.
    const e2e = check.payment.endToEndId;
    if (e2e !== null) {
      const first = firstLineOf.get(e2e);
      if (first !== undefined) {
        const message = `This end-to-end id is on ${unit} ${first} too: each payment needs its own.`;
        rowErrors.push({ line: row.line, field: "endToEndId", message });
        continue;
      }
      firstLineOf.set(e2e, row.line);
    }
    valid.push({ line: row.line, payment: check.payment });
  }
  rowErrors.sort((a, b) => a.line - b.line);
  return { unit, fileErrors: parsed.fileErrors, rows: parsed.rows, rowErrors, valid };
}
