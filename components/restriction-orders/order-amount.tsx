"use client";

import { Amount } from "@/components/ui/amount";

/** Which of an order's fields are always present is not shown: an amount or currency may be missing. */
export const notGiven = <span className="text-muted-foreground">not given</span>;

export function OrderAmount({
  minor,
  currency,
  className,
}: {
  minor: number | null;
  currency: string | null;
  className?: string;
}) {
  if (minor === null) return notGiven;
  if (currency === null) return <span className={className}>{minor} minor units (currency not given)</span>;
  return <Amount minor={minor} currency={currency} className={className} />;
}
