"use client";

import type { ReactNode } from "react";
import { Mono } from "@/components/ui/mono";
import { useLocale } from "@/components/ui/use-locale";
import { RawValue, unlabelledEntries } from "./raw-value";

export { RawValue } from "./raw-value";

// The pieces the payment's field list is made of: a labelled row, identifiers, accounts, dates, and any
// value the platform sent that Countersign has no label for.

export const isPresent = (v: unknown) => v !== null && v !== undefined && v !== "";

/** One label and its value; rendered only when the value is present, so absent optional fields add no noise. */
export function Row({
  label,
  show = true,
  children,
}: {
  label: string;
  show?: boolean;
  children: ReactNode;
}) {
  if (!show) return null;
  return (
    <div className="grid grid-cols-[minmax(7rem,11rem)_1fr] gap-3 border-b py-1.5 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** An account number: an IBAN in groups of four; anything else (a US or JP account) as sent. */
export function Account({ value, whose }: { value: string; whose: string }) {
  const iban = IBAN.test(value.replace(/\s+/g, ""));
  return <Mono value={value} group={iban} copyLabel={`Copy ${whose} ${iban ? "IBAN" : "account"}`} />;
}

/** An identifier with a copy button named after it. */
export function Ident({ value, name }: { value: string | number; name: string }) {
  return <Mono value={String(value)} copyLabel={`Copy ${name}`} />;
}

/** A calendar date without a time (a settlement date): the same day in every time zone. */
export function DateOnly({ iso }: { iso: string }) {
  const locale = useLocale();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`));
  if (!valid) return <span>{iso}</span>;
  const text = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return (
    <time dateTime={iso} className="tabular-nums">
      {text} <span className="text-muted-foreground">({iso})</span>
    </time>
  );
}

/**
 * Rows for the keys of `obj` that the caller did not label: a nested object is never partly hidden, but
 * its transport fields (`_links`…) are not data and are left out (raw-value.tsx).
 */
export function OtherKeys({ obj, known, prefix }: { obj: object; known: readonly string[]; prefix: string }) {
  return unlabelledEntries(obj, known).data.map(([key, value]) => (
    <Row key={key} label={`${prefix} ${key}`}>
      <RawValue value={value} />
    </Row>
  ));
}
