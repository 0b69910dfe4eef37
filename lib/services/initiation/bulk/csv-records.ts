import "server-only";
import { CsvError, parse } from "csv-parse/sync";

// The records of a CSV text (RFC 4180, via csv-parse), each with the line it starts on, where one broken
// record does not lose the others. csv-parse stops at the first malformed quote; we then note that
// record's line and read on from the line after it. A quote left open makes the parser read to the end
// of the file (a quoted cell may span lines), so resuming on the next line is what gets the rest back.
// Each pass reads only up to the next error, so the whole costs one pass plus one per broken row.

export type TCsvRecord = { line: number; cells: string[] };
export type TCsvBreak = { line: number; message: string };

const MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "A quote opened on this row is never closed.",
  CSV_INVALID_CLOSING_QUOTE:
    'A quoted cell has text after its closing quote. Inside a quoted cell, write a quote twice ("").',
  INVALID_OPENING_QUOTE:
    'A quote appears inside a cell that does not start with one. Quote the whole cell and write the quote twice ("").',
};

const STOP = new Error("stop reading");

export function readCsvRecords(
  input: string,
  delimiter: string,
  /** Returns "stop" when nothing more is wanted (the header is refused, say). */
  onRecord: (record: TCsvRecord) => void | "stop",
  onBreak: (broken: TCsvBreak) => void,
): void {
  // csv-parse's line count is exact for "\n" only; a "\r\n" inside a quoted cell becomes "\n", which no
  // payment field may hold anyway. One buffer for every pass: a pass starts at a view into it, no copy.
  const buffer = Buffer.from(input.replace(/\r\n?/g, "\n"));
  let starts: number[] | undefined;
  let from = 1;
  for (;;) {
    let lastEnd = from - 1;
    try {
      parse(from === 1 ? buffer : buffer.subarray(starts![from - 1]), {
        delimiter,
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
        on_record: (cells: string[], info) => {
          lastEnd = from - 1 + info.lines;
          const inner = cells.reduce((n, cell) => n + countNewlines(cell), 0);
          if (onRecord({ line: lastEnd - inner, cells }) === "stop") throw STOP;
          return null; // keep nothing in csv-parse: the caller holds what it needs
        },
      });
      return;
    } catch (error) {
      if (error === STOP) return;
      if (!(error instanceof CsvError)) throw error;
      starts ??= lineStarts(buffer);
      // The broken record starts on the first non-blank line after the last record read.
      let line = lastEnd + 1;
      while (line <= starts.length && isBlank(buffer, starts[line - 1]!, starts[line] ?? buffer.length))
        line++;
      if (line > starts.length) return;
      onBreak({ line, message: describe(error) });
      if (line === starts.length) return;
      from = line + 1;
    }
  }
}

const describe = (error: CsvError) =>
  MESSAGES[error.code] ?? `This row cannot be read as CSV (${error.code}).`;

/** The byte offset where each line starts; line n starts at [n - 1]. */
function lineStarts(buffer: Buffer): number[] {
  const starts = [0];
  for (let i = buffer.indexOf(0x0a); i >= 0; i = buffer.indexOf(0x0a, i + 1)) starts.push(i + 1);
  return starts;
}

function isBlank(buffer: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (![0x20, 0x09, 0x0a].includes(buffer[i]!)) return false;
  return true;
}

function countNewlines(cell: string): number {
  let n = 0;
  for (let i = cell.indexOf("\n"); i >= 0; i = cell.indexOf("\n", i + 1)) n++;
  return n;
}
