"use client";

import { ChevronRight } from "lucide-react";
import { Field } from "@/components/ui/field";
import type { TPaymentFilterKey } from "@/lib/domain/payments/filter-keys";
import { catalogValue, type TPaymentCatalog } from "@/lib/domain/payments/payments";
import { cn } from "@/lib/utils/cn";
import { FILTER_GRID, TextFilter, type TFieldContext } from "./filter-fields";
import { MultiSelect } from "./multi-select";
import { labelOf } from "./payments-url";

/** The filters behind "More filters": opened by itself when the URL sets one of them or one needs fixing. */
export const MORE_FILTER_KEYS = [
  "uetr",
  "metadata",
  "type",
  "parent",
  "settledFrom",
  "settledTo",
  "taxFrom",
  "taxTo",
  "compensationFrom",
  "compensationTo",
  "debtorAccount",
  "debtorBank",
  "creditorAccount",
  "creditorBank",
] as const satisfies readonly TPaymentFilterKey[];

type TProps = {
  ctx: TFieldContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  catalog: TPaymentCatalog | undefined;
  /** The currency the amount bounds are typed in (EUR when none is chosen). */
  amountCode: string;
  amountPlaceholder: string;
};

export function MoreFilters({ ctx, open, onOpenChange, catalog, amountCode, amountPlaceholder }: TProps) {
  const set = MORE_FILTER_KEYS.filter((k) =>
    Array.isArray(ctx.values[k]) ? ctx.values[k].length : ctx.values[k],
  );
  const amount = (name: "taxFrom" | "taxTo" | "compensationFrom" | "compensationTo") => (
    <TextFilter
      name={name}
      ctx={ctx}
      local
      label={`${labelOf(name)} (${amountCode})`}
      inputMode="decimal"
      placeholder={amountPlaceholder}
    />
  );
  return (
    // Kept in the DOM when closed: its fields still belong to the form and are submitted with it.
    <details open={open} onToggle={(e) => onOpenChange(e.currentTarget.open)} className="group">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
        More filters{set.length ? ` (${set.length} set)` : ""}
      </summary>
      <div className={cn(FILTER_GRID, "mt-2")}>
        <TextFilter name="uetr" ctx={ctx} mono className="col-span-2" placeholder="8-4-4-4-12 hex digits" />
        <TextFilter name="metadata" ctx={ctx} />
        <Field label="Type" error={ctx.errors.type}>
          <MultiSelect
            name="type"
            defaultValue={ctx.values.type ?? []}
            options={(catalog?.types ?? []).map((t) => ({ value: catalogValue(t), label: t.name }))}
          />
        </Field>
        <TextFilter name="parent" ctx={ctx} inputMode="numeric" />
        <TextFilter name="settledFrom" ctx={ctx} type="date" />
        <TextFilter name="settledTo" ctx={ctx} type="date" />
        {amount("taxFrom")}
        {amount("taxTo")}
        {amount("compensationFrom")}
        {amount("compensationTo")}
        <TextFilter name="debtorAccount" ctx={ctx} mono className="col-span-2" />
        <TextFilter name="debtorBank" ctx={ctx} mono maxLength={11} />
        <TextFilter name="creditorAccount" ctx={ctx} mono className="col-span-2" />
        <TextFilter name="creditorBank" ctx={ctx} mono maxLength={11} />
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        Metadata matches one of a payment&apos;s values exactly (case counts). Settlement dates are inclusive.
        Accounts: an IBAN or other account number; spaces and case do not matter. Bank codes are BICs: 8
        characters match every branch of the bank, 11 one branch.
      </p>
    </details>
  );
}
