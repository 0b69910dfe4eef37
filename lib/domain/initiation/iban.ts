// IBAN checks for a new payment (issue 16): the structure, length and format per country and the check
// digits come from ibantools, which follows the SWIFT IBAN registry. Client-safe: the form checks as the
// person types and the server checks the same way again.

import {
  countrySpecs,
  friendlyFormatIBAN,
  isSEPACountry,
  validateIBAN,
  ValidationErrorsIBAN,
} from "ibantools";

import type { TCheck } from "./check";

const regions = new Intl.DisplayNames(["en"], { type: "region" });

/** "Germany (DE)", or the bare code when it names no region. */
export function countryLabel(code: string): string {
  let name: string | undefined;
  try {
    name = regions.of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : code;
}

/** As people paste it ("de89 3704 0044 …"): whitespace out, upper case. */
export const normaliseIban = (input: string): string => input.replace(/\s+/g, "").toUpperCase();

/** The country of a normalised IBAN: its first two letters. */
export const ibanCountry = (iban: string): string => iban.slice(0, 2);

/** SEPA credit transfers and SEPA Instant need both accounts inside the SEPA area. */
export const isSepaIban = (iban: string): boolean => isSEPACountry(ibanCountry(iban));

/** Grouped by four for reading: "DE89 3704 0044 0532 0130 00". */
export const displayIban = (iban: string): string => friendlyFormatIBAN(normaliseIban(iban)) ?? iban;

const TYPO = "check the IBAN for a typing error.";

// ibantools reports every failure at once (a wrong format also reports wrong check digits); the person is
// told the most basic one, in this order.
function firstMessage(iban: string, codes: ValidationErrorsIBAN[]): string {
  const country = countryLabel(ibanCountry(iban));
  const chars = countrySpecs[ibanCountry(iban)]?.chars;
  if (codes.includes(ValidationErrorsIBAN.NoIBANCountry)) {
    return `${country} does not issue IBANs: an IBAN starts with the code of its country, such as DE or FR.`;
  }
  if (codes.includes(ValidationErrorsIBAN.WrongBBANLength)) {
    return `IBANs from ${country} have ${chars} characters; this one has ${iban.length}.`;
  }
  if (codes.includes(ValidationErrorsIBAN.WrongBBANFormat)) {
    return `This is not the format of IBANs from ${country}: ${TYPO}`;
  }
  if (codes.includes(ValidationErrorsIBAN.ChecksumNotNumber)) {
    return "The third and fourth characters of an IBAN are its check digits, two digits.";
  }
  if (codes.includes(ValidationErrorsIBAN.WrongIBANChecksum)) return `The check digits do not match: ${TYPO}`;
  if (codes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    return `The national check digits of the bank or account number do not match: ${TYPO}`;
  }
  // A Swiss QR-IBAN takes only QR-bill payments carrying a QR reference, which a SEPA payment cannot.
  return "This is a QR-IBAN, which takes QR-bill payments only: use the account's ordinary IBAN.";
}

/** A typed IBAN → the normalised IBAN, or the one thing to fix. */
export function checkIban(input: string): TCheck<string> {
  const iban = normaliseIban(input);
  if (iban === "") return { ok: false, error: "Enter an IBAN." };
  if (!/^[A-Z0-9]+$/.test(iban)) return { ok: false, error: "An IBAN has only letters and digits." };
  if (iban.length > 34) return { ok: false, error: "An IBAN has at most 34 characters." };
  if (!/^[A-Z]{2}/.test(iban)) {
    return { ok: false, error: "An IBAN starts with the two letters of its country, such as DE or FR." };
  }
  const result = validateIBAN(iban, { allowQRIBAN: false });
  return result.valid
    ? { ok: true, value: iban }
    : { ok: false, error: firstMessage(iban, result.errorCodes) };
}

/** As checkIban, and inside the SEPA area, as SEPA credit transfers and SEPA Instant require. */
export function checkSepaIban(input: string): TCheck<string> {
  const checked = checkIban(input);
  if (!checked.ok || isSepaIban(checked.value)) return checked;
  return {
    ok: false,
    error: `SEPA payments need both accounts in the SEPA area; ${countryLabel(ibanCountry(checked.value))} is outside it.`,
  };
}
