// BIC (ISO 9362) checks for a new payment (issue 16). Client-safe. The country part is checked against
// ibantools' country list, which holds every ISO 3166 country, not only those that issue IBANs.

import { validateBIC, ValidationErrorsBIC } from "ibantools";
import type { TCheck } from "./check";
import { countryLabel } from "./iban";

/** As people write it ("abna nl 2a"): whitespace out, upper case. */
export const normaliseBic = (input: string): string => input.replace(/\s+/g, "").toUpperCase();

/** A typed BIC → the normalised BIC, or the one thing to fix. */
export function checkBic(input: string): TCheck<string> {
  const bic = normaliseBic(input);
  const fail = (error: string): TCheck<string> => ({ ok: false, error });
  if (bic === "") return fail("Enter a BIC.");
  if (bic.length !== 8 && bic.length !== 11) {
    return fail(`A BIC has 8 or 11 characters; this one has ${bic.length}.`);
  }
  if (!/^[A-Z0-9]+$/.test(bic)) return fail("A BIC has only letters and digits.");
  if (!/^[A-Z]{4}/.test(bic)) return fail("A BIC starts with 4 letters: the bank's code.");
  if (!/^[A-Z]{6}/.test(bic)) return fail("Characters 5 and 6 of a BIC are letters: its country code.");
  const result = validateBIC(bic);
  if (result.errorCodes.includes(ValidationErrorsBIC.NoBICCountry)) {
    return fail(
      `${countryLabel(bic.slice(4, 6))} is not a country: characters 5 and 6 of a BIC are its country code.`,
    );
  }
  // What is left for the library to refuse is nothing the steps above let through; kept as a guard.
  return result.valid ? { ok: true, value: bic } : fail("This is not the format of a BIC.");
}
