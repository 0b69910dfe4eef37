// IBAN arithmetic (ISO 13616): creation validates the mod-97 check digits, as a SEPA gateway does, so the
// seed and the scenes must produce IBANs that pass it.

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

function mod97(digits: string): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

/** Letters become two digits (A=10 … Z=35), as the check-digit rule wants. */
function numeric(text: string): string {
  return [...text].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join("");
}

/** Spaces are allowed on input; the sandbox stores the electronic form (no spaces, upper case). */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  return mod97(numeric(iban.slice(4) + iban.slice(0, 4))) === 1;
}

/** An IBAN for `country` and a national account part (BBAN) with correct check digits. */
export function makeIban(country: string, bban: string): string {
  const check = 98 - mod97(numeric(bban + country + "00"));
  return `${country}${String(check).padStart(2, "0")}${bban}`;
}
