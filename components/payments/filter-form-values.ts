import { formatMinor, parseMajorAmount, resolveCurrency } from "@/lib/money";
import {
  LIST_KEYS,
  PAYMENT_FILTER_KEYS,
  type TPaymentFilterKey,
  type TRawPaymentParams,
} from "@/lib/domain/payments/filter-keys";
import { canonicalPaymentQuery, parsePaymentFilters } from "@/lib/domain/payments/url";

// The filter form speaks the reader's language; the URL speaks one canonical form (payment-filters.ts).
// Amounts are typed in the reader's locale ("1.234,56" in de) and go to the URL exactly, in the currency's
// precision ("1234.56"); times are typed in the reader's zone (datetime-local) and go to the URL in UTC.
// Both directions live here, as pure functions, so the conversion is unit-tested without a browser.

export const AMOUNT_KEYS = [
  "amountFrom",
  "amountTo",
  "taxFrom",
  "taxTo",
  "compensationFrom",
  "compensationTo",
] as const;
const TIME_KEYS = ["from", "to"] as const;
const upper = (v: string) => v.toUpperCase();
const TIDY: [TPaymentFilterKey, (v: string) => string][] = [
  ["uetr", (v) => v.toLowerCase()],
  ["debtorBank", upper],
  ["creditorBank", upper],
  ["debtorAccount", (v) => v.replace(/\s+/g, "").toUpperCase()],
  ["creditorAccount", (v) => v.replace(/\s+/g, "").toUpperCase()],
];

/** What the form holds: every filter as typed, lists as arrays. */
type TListKey = (typeof LIST_KEYS)[number];
export type TFilterFormValues = Partial<Record<Exclude<TPaymentFilterKey, TListKey>, string>> &
  Partial<Record<TListKey, string[]>>;

const isListKey = (key: TPaymentFilterKey): key is TListKey => (LIST_KEYS as readonly string[]).includes(key);

export type TFieldErrors = Partial<Record<TPaymentFilterKey, string>>;

/**
 * Without a currency the platform counts amount bounds in EUR (docs/platform-interface.md#payment-search), so
 * the form does too.
 */
export const amountCurrency = (currency: string | undefined) => currency?.trim().toUpperCase() || "EUR";

/** Exact minor units → the URL's major-unit text: "1234.56", "1234.5", "1000"; never a float. */
export function canonicalMajor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** ISO UTC (URL) → what a datetime-local input shows, in the reader's own zone; "" when unreadable. */
export function isoToLocalInput(iso: string | undefined): string {
  const d = new Date(iso ?? "");
  if (!iso || Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A datetime-local value, read in the reader's zone → ISO UTC; null when it is not a date and time. */
export function localInputToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(local)) return null;
  const d = new Date(local); // no offset: ECMAScript reads a date-time form as local time
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * The form as the person filled it → the canonical query (page size kept, page token dropped: a new search
 * starts at its first page), or the message of each field that needs fixing. Amounts are converted in the
 * chosen currency's precision; the rest is checked by the same schema the route uses, so the form never
 * sends what the route would refuse.
 */
export function formToQuery(
  form: TFilterFormValues,
  opts: { locale: string; limit?: string | null },
): { ok: true; query: string } | { ok: false; errors: TFieldErrors } {
  const errors: TFieldErrors = {};
  const raw: TRawPaymentParams = {};
  for (const key of PAYMENT_FILTER_KEYS) {
    if (isListKey(key)) {
      const values = (form[key] ?? []).filter(Boolean);
      if (values.length) raw[key] = values;
      continue;
    }
    const value = String(form[key] ?? "").trim();
    if (value) raw[key] = value;
  }

  // The forms the platform matches anyway (case-insensitive UETR and BIC, accounts without spaces), so one
  // search has one URL, and one saved view.
  for (const [key, tidy] of TIDY) {
    const v = raw[key];
    if (typeof v === "string") raw[key] = tidy(v);
  }
  for (const key of TIME_KEYS) {
    if (raw[key] === undefined) continue;
    const iso = localInputToIso(String(raw[key]));
    if (iso) raw[key] = iso;
    else errors[key] = "Not a date and time.";
  }

  const code = amountCurrency(form.currency);
  const currency = resolveCurrency(code);
  if (raw.currency !== undefined) raw.currency = code;
  for (const key of AMOUNT_KEYS) {
    const typed = raw[key];
    if (typed === undefined || !currency) continue; // an unknown currency is the currency field's error
    const parsed = parseMajorAmount(String(typed), currency, { locale: opts.locale });
    if (parsed.ok) raw[key] = canonicalMajor(parsed.minor, currency.decimals);
    else errors[key] = parsed.error;
  }

  if (opts.limit) raw.limit = opts.limit;
  const checked = parsePaymentFilters(new URLSearchParams(canonicalPaymentQuery(raw)));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? "") as TPaymentFilterKey;
      if ((PAYMENT_FILTER_KEYS as readonly string[]).includes(key)) errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, query: canonicalPaymentQuery(raw) };
}

/** The canonical query → what the form shows: amounts in the reader's locale, times in their zone. */
export function queryToForm(query: string, locale: string): TFilterFormValues {
  const q = new URLSearchParams(query);
  const values: TFilterFormValues = {};
  for (const key of PAYMENT_FILTER_KEYS) {
    if (isListKey(key)) {
      values[key] = q.getAll(key);
      continue;
    }
    const v = q.get(key);
    if (v !== null) values[key] = v;
  }
  for (const key of TIME_KEYS) if (values[key]) values[key] = isoToLocalInput(values[key]);
  const currency = resolveCurrency(amountCurrency(values.currency));
  for (const key of AMOUNT_KEYS) {
    const v = values[key];
    if (!v || !currency) continue;
    const parsed = parseMajorAmount(v, currency, { locale: "en-US" });
    if (parsed.ok) values[key] = formatMinor(parsed.minor, currency, { locale, withCode: false });
  }
  return values;
}
