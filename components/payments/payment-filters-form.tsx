"use client";

import { useState, useSyncExternalStore, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useLocale } from "@/components/ui/use-locale";
import { formatMinor, resolveCurrency } from "@/lib/money";
import { LIST_KEYS, PAYMENT_FILTER_KEYS } from "@/lib/domain/payments/filter-keys";
import { catalogValue, DIRECTIONS, SCHEMES, type TPaymentCatalog } from "@/lib/domain/payments/payments";
import {
  AMOUNT_KEYS,
  amountCurrency,
  formToQuery,
  queryToForm,
  type TFieldErrors,
  type TFilterFormValues,
} from "./filter-form-values";
import { FILTER_GRID, selectClassName, TextFilter, type TFieldContext } from "./filter-fields";
import { MoreFilters, MORE_FILTER_KEYS } from "./more-filters";
import { MultiSelect } from "./multi-select";
import { cleared, labelOf } from "./payments-url";

const noop = () => () => {};
const readZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type TProps = {
  /** The canonical query in view; the parent remounts the form when it changes (back/forward too). */
  query: string;
  catalog: TPaymentCatalog | undefined;
  onApply: (query: string) => void;
};

/** "Amounts are typed in EUR …": what the amount fields mean with the currency chosen (or not). */
function amountNote(currency: string, locale: string) {
  const code = amountCurrency(currency);
  const cur = resolveCurrency(code);
  if (!cur) return "Amounts need an ISO 4217 currency Countersign knows.";
  const precision = cur.decimals === 0 ? "no decimals" : `at most ${cur.decimals} decimals`;
  const example = formatMinor(BigInt("1234567".slice(0, 4 + cur.decimals)), cur, { locale, withCode: false });
  const how = `Amounts are typed in ${code} in your number format (e.g. ${example}), ${precision}`;
  return currency.trim()
    ? `${how}.`
    : `${how}: with no currency chosen, the platform counts amount bounds in EUR, and only EUR payments can match them.`;
}

/**
 * Every filter of the platform's payment search. The person types in their own locale and zone; applying
 * converts exactly (filter-form-values.ts) and puts the canonical query in the URL, without a page token:
 * a new search starts at its first page. Errors stay on their fields; nothing is applied until all are fixed.
 */
export function PaymentFiltersForm({ query, catalog, onApply }: TProps) {
  const locale = useLocale();
  // The server knows neither the reader's zone nor their locale: the form shows them after hydration.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const zone = useSyncExternalStore(noop, readZone, () => "UTC");
  const values = queryToForm(query, locale);
  if (!hydrated) values.from = values.to = "";
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [currency, setCurrency] = useState(values.currency ?? "");
  const [moreOpen, setMoreOpen] = useState(() =>
    MORE_FILTER_KEYS.some((k) => new URLSearchParams(query).has(k)),
  );
  const ctx: TFieldContext = { values, errors, display: `${locale}|${hydrated}` };
  const note = amountNote(currency, locale);
  const code = resolveCurrency(amountCurrency(currency)) ? amountCurrency(currency) : "—";
  const placeholder = (() => {
    const cur = resolveCurrency(amountCurrency(currency));
    return cur
      ? formatMinor(BigInt("123456".slice(0, 4 + cur.decimals)), cur, { locale, withCode: false })
      : "";
  })();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const form: TFilterFormValues = {};
    for (const key of PAYMENT_FILTER_KEYS) {
      if ((LIST_KEYS as readonly string[]).includes(key))
        form[key as (typeof LIST_KEYS)[number]] = data.getAll(key).map(String);
      else form[key as Exclude<typeof key, (typeof LIST_KEYS)[number]>] = String(data.get(key) ?? "");
    }
    const result = formToQuery(form, { locale, limit: new URLSearchParams(query).get("limit") });
    if (!result.ok) {
      // Rendered at once, so focus can move to the first field to fix (its message is read with it).
      flushSync(() => {
        setErrors(result.errors);
        if (MORE_FILTER_KEYS.some((k) => result.errors[k])) setMoreOpen(true);
      });
      formElement.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setErrors({});
    onApply(result.query);
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      // Set once the reader's locale and zone are in the fields (tests wait for it before typing).
      data-ready={hydrated || undefined}
      onSubmit={onSubmit}
      noValidate
      aria-label="Filter payments"
      data-testid="payment-filters"
      className="flex flex-col gap-3 rounded-md border p-3"
    >
      <div className={FILTER_GRID}>
        <TextFilter name="id" ctx={ctx} inputMode="numeric" />
        <TextFilter name="endToEndId" ctx={ctx} mono maxLength={35} />
        <Field label="Status" error={errors.status}>
          <MultiSelect
            name="status"
            defaultValue={values.status ?? []}
            options={(catalog?.statuses ?? []).map((s) => ({ value: catalogValue(s), label: s.name }))}
          />
        </Field>
        <Field label="Scheme" error={errors.scheme}>
          <MultiSelect
            name="scheme"
            defaultValue={values.scheme ?? []}
            options={SCHEMES.map((s) => ({ value: s, label: s }))}
          />
        </Field>
        <Field label="Direction" error={errors.direction}>
          <select name="direction" defaultValue={values.direction ?? ""} className={selectClassName}>
            <option value="">Any</option>
            {DIRECTIONS.map((d) => (
              <option key={d} value={d}>
                {d === "OUTBOUND" ? "Outbound" : "Inbound"}
              </option>
            ))}
          </select>
        </Field>
        <TextFilter name="from" ctx={ctx} local type="datetime-local" step={1} />
        <TextFilter name="to" ctx={ctx} local type="datetime-local" step={1} />
        <Field label="Currency" error={errors.currency}>
          <Input
            name="currency"
            value={currency}
            onChange={(e) => setCurrency(e.target.value.toUpperCase())}
            maxLength={3}
            autoComplete="off"
            spellCheck={false}
            placeholder="Any"
            className="font-mono"
          />
        </Field>
        {AMOUNT_KEYS.slice(0, 2).map((k) => (
          <TextFilter
            key={k}
            name={k}
            ctx={ctx}
            local
            label={`${labelOf(k)} (${code})`}
            inputMode="decimal"
            placeholder={placeholder}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" data-testid="filter-units">
        Times are in your time zone, {zone}. {note}
      </p>
      <MoreFilters
        ctx={ctx}
        open={moreOpen}
        onOpenChange={setMoreOpen}
        catalog={catalog}
        amountCode={code}
        amountPlaceholder={placeholder}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="ghost" onClick={() => onApply(cleared(query))}>
          Clear filters
        </Button>
        <p aria-live="polite" className="text-xs text-destructive">
          {hasErrors ? "Some filters need attention; nothing was applied." : null}
        </p>
      </div>
    </form>
  );
}
