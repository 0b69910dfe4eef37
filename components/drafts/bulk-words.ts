import type { TUploadAnswer } from "@/lib/domain/initiation/bulk-upload";
import { totalsText } from "./draft-words";

// The upload page's sentences (docs/initiation.md#bulk), pure so that they are tested without a browser.

/** The sum per currency (draft-words.ts, as the draft page states it). */
export const totalsWords = totalsText;

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** What the check found, in one sentence. */
export function checkSummary(a: TUploadAnswer, locale: string): string {
  if (a.fileErrors.length) return "The file cannot be used: nothing in it was checked further.";
  if (a.valid === 0) return `None of the file's ${count(a.total, "payment")} passed its checks.`;
  const of = `${a.valid.toLocaleString("en-US")} of ${count(a.total, "payment")}`;
  return `${of} passed every check, totalling ${totalsWords(a.totals, locale)}.`;
}

/** The confirmation's title: what making the draft does, with its count and sum. */
export function confirmTitle(a: TUploadAnswer, locale: string): string {
  return `Make a batch draft of ${count(a.valid, "payment")} totalling ${totalsWords(a.totals, locale)}?`;
}

/** "payments.csv" → "payments-errors.csv", so the fixed file is not saved over the original. */
export function errorFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, "") || "upload";
  return `${base}-errors.csv`;
}

/** What a row error's position counts, as the table's header says it. */
export const unitWord = (unit: TUploadAnswer["unit"]) => (unit === "line" ? "Line" : "Transaction");
