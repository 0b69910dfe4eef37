// A string with a lone UTF-16 surrogate ("\ud800") is not text: JSON.stringify writes it as an escape that
// PostgreSQL's jsonb refuses, so an action that audits what it was given (a transfer's purpose, a note)
// failed as `internal` after its input had passed validation (found by lib/actions/actions-fuzz.test.ts).
// Browsers never send one from a form; a hand-made request can. The action guards refuse such input by
// field, before any schema or service sees it.

export const ILL_FORMED_TEXT = "Contains characters that are not valid text.";

/** Field paths ("postings.0.details") of every string in `value` that is not well-formed Unicode. */
export function illFormedTextPaths(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === "string") {
    if (!value.isWellFormed()) out.push(path.join(".") || "_");
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => illFormedTextPaths(v, [...path, String(i)], out));
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      // A key is text too (it names the field).
      if (!k.isWellFormed()) out.push([...path, "_"].join("."));
      else illFormedTextPaths(v, [...path, k], out);
    }
  }
  return out;
}
