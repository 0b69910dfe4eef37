import type { TPaymentSubmission } from "./submission";

// Client-safe. The duplicate check (docs/initiation.md#duplicates): a payment is a likely duplicate of
// another with the same creditor IBAN, currency, amount and remittance made in the last N days
// (DUPLICATE_WINDOW_DAYS). Remittance is compared as a person reads it: case and runs of whitespace do not
// count, and a creditor reference typed as free text is the same remittance as the structured reference.

export type TRemittance = TPaymentSubmission["remittance"];

/** What is compared of a payment. */
export type TDuplicateSubject = {
  line: number;
  creditorIban: string;
  amountMinor: number;
  currency: string;
  remittance: TRemittance;
};

export type TDuplicateMatch =
  /** Another Countersign draft's payment (waiting, being sent or created). */
  | { line: number; source: "countersign"; draftId: string; otherLine: number; at: string }
  /** A payment the platform shows: its list does not show remittance, so only IBAN and amount compared. */
  | { line: number; source: "platform"; platformId: number; at: string | null }
  /** Another row of the same upload. */
  | { line: number; source: "file"; otherLine: number };

/** How far the platform could be asked: `off` when the window is 0, `partial` when a batch asked only some. */
export type TPlatformChecked = "checked" | "partial" | "unavailable" | "off";

export type TDuplicateCheck = { windowDays: number; matches: TDuplicateMatch[]; platform: TPlatformChecked };

export const NO_DUPLICATE_CHECK: TDuplicateCheck = { windowDays: 0, matches: [], platform: "off" };

const squeeze = (s: string) => s.replace(/\s+/g, " ").trim().toUpperCase();
const compact = (s: string) => s.replace(/\s+/g, "").toUpperCase();

/** Whether two remittances are the same for a reader: none and none, or the same text or reference. */
export function sameRemittance(a: TRemittance, b: TRemittance): boolean {
  if (!a || !b) return !a && !b;
  if (a.kind === "structured" && b.kind === "structured")
    return compact(a.reference) === compact(b.reference);
  if (a.kind === "unstructured" && b.kind === "unstructured") return squeeze(a.text) === squeeze(b.text);
  const ref = a.kind === "structured" ? a.reference : (b as { reference: string }).reference;
  const text = a.kind === "unstructured" ? a.text : (b as { text: string }).text;
  return compact(ref) === compact(text);
}

/** Same creditor, currency and amount: what the platform's list can show. */
export const sameTransfer = (a: Omit<TDuplicateSubject, "line" | "remittance">, b: typeof a) =>
  compact(a.creditorIban) === compact(b.creditorIban) &&
  a.currency === b.currency &&
  a.amountMinor === b.amountMinor;

export const isDuplicate = (a: TDuplicateSubject, b: TDuplicateSubject) =>
  sameTransfer(a, b) && sameRemittance(a.remittance, b.remittance);

/** Rows of one upload that repeat each other: each row is matched with every earlier and later twin. */
export function duplicatesWithin(rows: readonly TDuplicateSubject[]): TDuplicateMatch[] {
  const groups = new Map<string, TDuplicateSubject[]>();
  for (const r of rows) {
    const key = `${compact(r.creditorIban)}|${r.currency}|${r.amountMinor}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const out: TDuplicateMatch[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const r of group) {
      for (const other of group) {
        if (other.line !== r.line && sameRemittance(r.remittance, other.remittance)) {
          out.push({ line: r.line, source: "file", otherLine: other.line });
        }
      }
    }
  }
  return out.sort((a, b) => a.line - b.line);
}

/** Whether the approver must acknowledge the check before approving: a match was found. */
export const needsAcknowledgement = (c: TDuplicateCheck | null) => (c?.matches.length ?? 0) > 0;

/** What is compared of a payment as it will be sent. */
export const subjectOf = (line: number, s: TPaymentSubmission): TDuplicateSubject => ({
  line,
  creditorIban: s.creditor.iban,
  amountMinor: s.amountMinor,
  currency: s.currency,
  remittance: s.remittance,
});
