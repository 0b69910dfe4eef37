// The structured creditor reference of ISO 11649 ("RF18 5390 0754 7034"), for remittance information.
// ibantools has no check for it, so the check is here: "RF", two check digits, then 1 to 21 letters or
// digits; moved to the end with letters as numbers (A = 10 … Z = 35), the whole is 1 modulo 97, as an
// IBAN's is. Client-safe.

import type { TCheck } from "./check";

/** As people paste it: whitespace out, upper case. */
export const normaliseCreditorReference = (input: string): string => input.replace(/\s+/g, "").toUpperCase();

/** Modulo 97 of the reference moved and turned to digits, a chunk at a time so no number grows past 2^53. */
function mod97(reference: string): number {
  const digits = (reference.slice(4) + reference.slice(0, 4)).replace(/[A-Z]/g, (c) =>
    String(c.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return rest;
}

/** A typed creditor reference → the normalised reference, or the one thing to fix. */
export function checkCreditorReference(input: string): TCheck<string> {
  const ref = normaliseCreditorReference(input);
  const fail = (error: string): TCheck<string> => ({ ok: false, error });
  if (ref === "") return fail("Enter a creditor reference.");
  if (!ref.startsWith("RF")) return fail("A creditor reference (ISO 11649) starts with RF.");
  if (!/^RF\d\d/.test(ref)) return fail("RF is followed by two check digits.");
  if (ref.length < 5) return fail("The reference itself is missing after RF and the check digits.");
  if (ref.length > 25)
    return fail(`A creditor reference has at most 25 characters; this one has ${ref.length}.`);
  if (!/^[A-Z0-9]+$/.test(ref)) return fail("A creditor reference has only letters and digits.");
  if (mod97(ref) !== 1) return fail("The check digits do not match: check the reference for a typing error.");
  return { ok: true, value: ref };
}

/** Grouped by four for reading: "RF18 5390 0754 7034". */
export const displayCreditorReference = (ref: string): string =>
  normaliseCreditorReference(ref).replace(/(.{4})(?=.)/g, "$1 ");
