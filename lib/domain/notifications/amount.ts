import { formatMinor } from "@/lib/money";

// Client-safe. An amount as a notification's body says it: in the currency's precision, or in minor units
// with its code when the currency is not one we know. A notification must never fail the change it tells
// of, so this never throws.

export function amountWords(minor: bigint | number | null | undefined, currency: string | null | undefined) {
  if (minor == null || !currency) return "an amount not given";
  try {
    return formatMinor(BigInt(minor), currency);
  } catch {
    return `${minor} (minor units) ${currency}`;
  }
}
