import { formatMinor } from "@/lib/money";

/** A row's amount as a sentence fragment ("1,234.56 EUR"), for confirmations and labels; exact. */
export function amountText(amount: string | null, currency: string | null, locale: string): string {
  if (amount === null || currency === null) return "an amount not sent with the notification";
  try {
    return formatMinor(BigInt(amount), currency, { locale });
  } catch {
    return `${amount} minor units of ${currency}`;
  }
}
