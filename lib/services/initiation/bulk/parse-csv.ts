import "server-only";
import type { TNewPaymentField, TRawNewPayment } from "@/lib/domain/initiation/fields";
import {
  fileErrors,
  MAX_BULK_PAYMENTS,
  tooManyPayments,
  type TBulkParseResult,
  type TBulkRow,
  type TBulkRowError,
} from "./bulk-result";
import { matchColumns } from "./csv-columns";
import { readCsvRecords } from "./csv-records";

// A bulk CSV (issue 16 item 3) into raw payments: a header row naming the columns (./csv-columns.ts),
// then one payment per row. Separator "," or ";" (European Excel writes ";"), taken from the header line.
// A row that cannot be read is an error on its line and the others are still read, so that one upload
// shows every problem at once. Cells are data only: "=HYPERLINK(…)" stays that text, and the new-payment
// check refuses it as a name or IBAN like any other wrong value.

export function parseBulkCsv(text: string): TBulkParseResult {
  const delimiter = detectDelimiter(text);
  let columns: TNewPaymentField[] | undefined;
  let headerErrors: string[] | undefined;
  const rows: TBulkRow[] = [];
  const rowErrors: TBulkRowError[] = [];
  let count = 0;
  readCsvRecords(
    text,
    delimiter,
    ({ line, cells }) => {
      // A line of separators only is blank too: spreadsheets write them below the data.
      if (cells.every((cell) => cell.trim() === "")) return;
      if (headerErrors) return "stop";
      if (!columns) {
        const matched = matchColumns(cells);
        if (!matched.ok) {
          headerErrors = matched.errors;
          return "stop";
        }
        columns = matched.fields;
        return;
      }
      // Past the limit the rows are only counted, to say how many there are.
      if (++count > MAX_BULK_PAYMENTS) return;
      if (cells.length !== columns.length) {
        const message = `This row has ${cells.length} ${cells.length === 1 ? "cell" : "cells"}; the header has ${columns.length}.`;
        rowErrors.push({ line, message });
        return;
      }
      rows.push({ line, raw: rawPayment(columns, cells) });
    },
    ({ line, message }) => {
      if (!columns) headerErrors ??= [`The header row (line ${line}) cannot be read. ${message}`];
      else if (++count <= MAX_BULK_PAYMENTS) rowErrors.push({ line, message });
    },
  );
  if (headerErrors) return fileErrors(...headerErrors);
  if (!columns) return fileErrors("The file has no header row.");
  if (count === 0) return fileErrors("The file has a header row but no payments.");
  if (count > MAX_BULK_PAYMENTS) return fileErrors(tooManyPayments(count, "payment rows"));
  return { fileErrors: [], rows, rowErrors };
}

function rawPayment(columns: readonly TNewPaymentField[], cells: readonly string[]): TRawNewPayment {
  const raw: TRawNewPayment = {};
  columns.forEach((field, i) => {
    const value = cells[i]!.trim();
    if (value !== "") raw[field] = value;
  });
  return raw;
}

/** ";" when the header line holds more of them than ","; a header name never holds either. */
function detectDelimiter(text: string): "," | ";" {
  const header = /^[ \t]*\S.*$/m.exec(text)?.[0] ?? "";
  const count = (c: string) => header.split(c).length - 1;
  return count(";") > count(",") ? ";" : ",";
}
