"use client";

import { Copy, Trash2, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { LEDGER_CURRENCIES, ledgerCurrency } from "@/lib/money/ledger-currency";
import { DETAILS_MAX, type TPostingForm } from "@/lib/domain/ledger/transactions";

export type TPostingField = keyof TPostingForm;

type TProps = {
  index: number;
  /** Stable key of the row: the ids of its controls, so focus can be moved to them. */
  rowKey: string;
  posting: TPostingForm;
  /** Messages per field; `_` for the posting as a whole (a ledger violation naming `postings.N`). */
  errors: Partial<Record<TPostingField | "_", string>>;
  onChange: (field: TPostingField, value: string) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  canAdd: boolean;
  canRemove: boolean;
};

export const postingControlId = (rowKey: string, field: TPostingField) => `posting-${rowKey}-${field}`;

const selectClassName =
  "h-8 w-full rounded-md border border-input bg-background px-2 text-sm aria-invalid:border-destructive";

/** One posting of the editor: from, to, amount in major units, currency, type and details. */
export function PostingRow({ index, rowKey, posting, errors, onChange, ...actions }: TProps) {
  const n = index + 1;
  const currency = ledgerCurrency(posting.currency);
  const field = (name: TPostingField) => ({
    id: postingControlId(rowKey, name),
    name: `postings.${index}.${name}`,
    value: posting[name],
    autoComplete: "off",
  });
  const text = (name: TPostingField) => ({
    ...field(name),
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
  return (
    <fieldset
      className="rounded-md border border-border p-3"
      data-testid="posting-editor-row"
      data-index={index}
    >
      {/* The legend first (it names the group for every control in it); the buttons float beside it. */}
      <legend className="float-left text-sm font-medium">Posting {n}</legend>
      <div className="flex justify-end gap-1">
        <RowButton
          icon={Copy}
          label="Duplicate"
          n={n}
          onClick={actions.onDuplicate}
          disabled={!actions.canAdd}
        />
        <RowButton
          icon={Trash2}
          label="Remove"
          n={n}
          onClick={actions.onRemove}
          disabled={!actions.canRemove}
        />
      </div>
      <div className="clear-both mt-2 flex flex-col gap-3">
        {errors._ ? (
          <p className="text-xs font-medium text-destructive" data-testid="posting-error">
            {errors._}
          </p>
        ) : null}
        <div className="grid gap-3 md:grid-cols-2">
          <Field label="From (debit)" error={errors.source}>
            <Input
              {...text("source")}
              spellCheck={false}
              className="font-mono text-[12px]"
              placeholder="CUSTOMER:…:CURRENT or INTERNAL:…:…"
            />
          </Field>
          <Field label="To (credit)" error={errors.destination}>
            <Input
              {...text("destination")}
              spellCheck={false}
              className="font-mono text-[12px]"
              placeholder="CUSTOMER:…:HOLDING or INTERNAL:…:…"
            />
          </Field>
        </div>
        <div className="grid gap-3 md:grid-cols-[10rem_7rem_12rem_1fr]">
          <Field
            label="Amount"
            error={errors.amount}
            description={
              currency
                ? `${currency.code}, ${currency.decimals === 0 ? "no decimals" : `up to ${currency.decimals} decimals`}`
                : undefined
            }
          >
            <Input {...text("amount")} inputMode="decimal" className="text-right tabular-nums" />
          </Field>
          <Field label="Currency" error={errors.currency}>
            <select {...text("currency")} className={selectClassName}>
              {LEDGER_CURRENCIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Type" error={errors.type}>
            <Input
              {...text("type")}
              list="ledger-posting-types"
              spellCheck={false}
              className="font-mono text-[12px]"
            />
          </Field>
          <Field
            label="Details (optional)"
            error={errors.details}
            description={`${posting.details.length} / ${DETAILS_MAX}`}
          >
            <Input {...text("details")} />
          </Field>
        </div>
      </div>
    </fieldset>
  );
}

/** A row's own action, named with its posting for a screen reader ("Remove posting 2"). */
function RowButton(props: {
  icon: LucideIcon;
  label: string;
  n: number;
  onClick: () => void;
  disabled: boolean;
}) {
  const { icon: Icon, label, n, onClick, disabled } = props;
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onClick} disabled={disabled}>
      <Icon aria-hidden />
      <span>
        {label}
        <span className="sr-only"> posting {n}</span>
      </span>
    </Button>
  );
}
