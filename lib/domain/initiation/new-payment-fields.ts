// The checks of the new payment's single fields that are not IBAN, BIC, creditor reference, amount or
// date (those have their own files). Each takes the trimmed, non-empty text of its field. Client-safe.

import type { TCheck } from "./check";
import { SCHEMES, type TInitiationScheme } from "./fields";
import { checkSepaText } from "./sepa-text";

const fail = <T>(error: string): TCheck<T> => ({ ok: false, error });

export function checkScheme(text: string): TCheck<TInitiationScheme> {
  const scheme = SCHEMES.find((s) => s === text.toUpperCase());
  return scheme
    ? { ok: true, value: scheme }
    : fail("The scheme is SEPA (credit transfer) or INST (SEPA Instant).");
}

/** Only euro: SEPA credit transfers and SEPA Instant carry no other currency. */
export function checkCurrency(text: string): TCheck<"EUR"> {
  return text.toUpperCase() === "EUR" ? { ok: true, value: "EUR" } : fail("SEPA payments are in euro.");
}

/** A name of the SEPA character set, at most 70 characters as pain.001 allows. */
export const checkPartyName = (text: string): TCheck<string> => checkSepaText(text, 70);

/** Unstructured remittance information: at most 140 SEPA characters, pain.001's one line. */
export const checkRemittanceText = (text: string): TCheck<string> => checkSepaText(text, 140);

/**
 * A typed end-to-end id: 1–35 SEPA characters. "NOTPROVIDED" is the ISO 20022 word for "no id", which would
 * leave the payment without one; and, as the EPC asks of every identifier, no "/" at either end or "//".
 */
export function checkEndToEndId(text: string): TCheck<string> {
  const sepa = checkSepaText(text, 35);
  if (!sepa.ok) return sepa;
  if (text.toUpperCase() === "NOTPROVIDED") {
    return fail("NOTPROVIDED means no id: leave the field empty to have one generated.");
  }
  if (text.startsWith("/") || text.endsWith("/") || text.includes("//")) {
    return fail("An end-to-end id cannot start or end with “/” or contain “//”.");
  }
  return { ok: true, value: text };
}

/** An ISO 20022 ExternalPurpose1Code ("SUPP", "SALA"): 4 letters, written in capitals. */
export function checkPurpose(text: string): TCheck<string> {
  const code = text.toUpperCase();
  return /^[A-Z]{4}$/.test(code)
    ? { ok: true, value: code }
    : fail("A purpose code is 4 letters, such as SUPP (supplier payment) or SALA (salary).");
}

/** The id of an ordering account an admin configured; whether it exists is the server's question. */
export function checkAccountId(text: string): TCheck<string> {
  return /^[\w-]{1,64}$/.test(text)
    ? { ok: true, value: text }
    : fail("Choose an ordering account from the list.");
}
