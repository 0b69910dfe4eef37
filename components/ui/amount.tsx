"use client";

import { formatMinor, type Currency } from "@/lib/money";
import { cn } from "@/lib/utils/cn";
import { useLocale } from "./use-locale";

export type AmountProps = {
  /** Minor units (the platform's integers). */
  minor: number | bigint;
  /** ISO code (`EUR`), the ledger's `EUR/2`, or a parsed { code, decimals }. */
  currency: string | Currency;
  /**
   * OUTBOUND shows a minus, INBOUND a plus: the direction reads without colour
   * (docs/pages.md#amounts-and-identifiers).
   */
  direction?: "OUTBOUND" | "INBOUND";
  className?: string;
};

/**
 * An amount in the currency's precision and the reader's locale, with its ISO code, in tabular figures.
 * A currency Countersign does not know is never guessed at: the minor units are shown as such.
 */
export function Amount({ minor, currency, direction, className }: AmountProps) {
  const locale = useLocale();
  let text: string;
  try {
    const signed = direction === "OUTBOUND" ? -BigInt(minor) : BigInt(minor);
    text = formatMinor(signed, currency, { locale, signDisplay: direction ? "exceptZero" : "auto" });
  } catch {
    text = `${String(minor)} minor units of ${typeof currency === "string" ? currency : currency.code}`;
  }
  return (
    <span
      data-slot="amount"
      className={cn("whitespace-nowrap tabular-nums", className)}
      aria-label={direction ? `${direction === "OUTBOUND" ? "Outgoing" : "Incoming"} ${text}` : undefined}
    >
      {text}
    </span>
  );
}
