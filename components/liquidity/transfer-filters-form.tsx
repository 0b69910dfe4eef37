"use client";

import { useState, useSyncExternalStore, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { MultiSelect } from "@/components/payments/multi-select";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TRANSFER_STATUSES, type TSettlementAccount } from "@/lib/domain/liquidity/liquidity";
import { withParams } from "@/lib/domain/liquidity/filters";
import { formToQuery, queryToForm, type TFormErrors } from "./filter-form-values";
import { labelOf } from "./liquidity-url";

const noop = () => () => {};
const readZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const selectClassName =
  "h-8 w-full rounded-md border border-input bg-background px-2 text-sm aria-invalid:border-destructive";
const GRID = "grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] items-start gap-x-3 gap-y-2";

type TProps = {
  /** The canonical query in view; the parent remounts the form when it changes (back/forward too). */
  query: string;
  accounts: readonly TSettlementAccount[];
  onApply: (query: string) => void;
};

/**
 * The platform's transfer filters and order. Times are typed in the reader's zone and go to the URL in
 * UTC; errors stay on their fields and nothing is applied until all are fixed.
 */
export function TransferFiltersForm({ query, accounts, onApply }: TProps) {
  // The server knows not the reader's zone: times show after hydration (the form is re-keyed then).
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const zone = useSyncExternalStore(noop, readZone, () => "UTC");
  const values = queryToForm(query);
  if (!hydrated) values.from = values.to = "";
  const [errors, setErrors] = useState<TFormErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const text = (k: string) => String(data.get(k) ?? "");
    const result = formToQuery(
      {
        status: data.getAll("status").map(String),
        from: text("from"),
        to: text("to"),
        debtorAccount: text("debtorAccount"),
        creditorAccount: text("creditorAccount"),
        requestId: text("requestId"),
        sort: text("sort"),
      },
      new URLSearchParams(query).get("limit"),
    );
    if (!result.ok) {
      flushSync(() => setErrors(result.errors));
      formElement.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setErrors({});
    onApply(result.query);
  }

  const text = (name: "debtorAccount" | "creditorAccount" | "requestId", mono = true) => (
    <Field label={labelOf(name)} error={errors[name]}>
      <Input
        name={name}
        defaultValue={values[name]}
        autoComplete="off"
        spellCheck={false}
        className={mono ? "font-mono" : undefined}
        list={name === "requestId" ? undefined : "settlement-accounts"}
        maxLength={name === "requestId" ? 64 : 42}
      />
    </Field>
  );
  const time = (name: "from" | "to") => (
    <Field label={labelOf(name)} error={errors[name]}>
      <Input key={String(hydrated)} name={name} type="datetime-local" step={1} defaultValue={values[name]} />
    </Field>
  );

  return (
    <form
      data-ready={hydrated || undefined}
      onSubmit={onSubmit}
      noValidate
      aria-label="Filter transfers"
      data-testid="transfer-filters"
      className="flex flex-col gap-3 rounded-md border p-3"
    >
      <datalist id="settlement-accounts">
        {accounts.map((a) => (
          <option key={a.account} value={a.account}>
            {`${a.bankName} (${a.bic}, ${a.scheme})`}
          </option>
        ))}
      </datalist>
      <div className={GRID}>
        <Field label="Status" error={errors.status}>
          <MultiSelect
            name="status"
            defaultValue={values.status}
            options={TRANSFER_STATUSES.map((s) => ({ value: s, label: s }))}
          />
        </Field>
        {time("from")}
        {time("to")}
        {text("debtorAccount")}
        {text("creditorAccount")}
        {text("requestId")}
        <Field label="Order" error={errors.sort}>
          <select name="sort" defaultValue={values.sort} className={selectClassName}>
            <option value="">Newest first</option>
            <option value="requestId-asc">Request id, A to Z</option>
            <option value="requestId-desc">Request id, Z to A</option>
          </select>
        </Field>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="filter-zone">
        Times are in your time zone, {zone}; both ends are included.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => onApply(withParams("", { limit: new URLSearchParams(query).get("limit") }))}
        >
          Clear filters
        </Button>
        <p aria-live="polite" className="text-xs text-destructive">
          {Object.keys(errors).length ? "Some filters need attention; nothing was applied." : null}
        </p>
      </div>
    </form>
  );
}
