// Two kinds of string PostgreSQL cannot store: one with a lone UTF-16 surrogate ("\ud800"), which
// JSON.stringify writes as an escape that jsonb refuses, and one with a NUL character, which neither text
// nor jsonb accepts. An action that audits what it was given (a transfer's purpose or accounts, a ledger
// reference) failed as `internal` on either after its input had passed validation (found by
// lib/actions/actions-fuzz.test.ts). Browsers never send one from a form; a hand-made request can. The
// action guards refuse such input by field, before any schema or service sees it.

export const ILL_FORMED_TEXT = "Contains characters that are not valid text.";

const storable = (s: string) => s.isWellFormed() && !s.includes("\u0000");

/** Field paths ("postings.0.details") of every string in `value` that PostgreSQL could not store. */
export function illFormedTextPaths(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === "string") {
    if (!storable(value)) out.push(path.join(".") || "_");
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => illFormedTextPaths(v, [...path, String(i)], out));
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      // A key is text too (it names the field).
      if (!storable(k)) out.push([...path, "_"].join("."));
      else illFormedTextPaths(v, [...path, k], out);
    }
  }
  return out;
}
