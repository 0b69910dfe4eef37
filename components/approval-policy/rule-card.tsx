"use client";

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SCHEMES } from "@/lib/domain/initiation/fields";
import { SCHEME_WORDS } from "@/lib/domain/initiation/policy-words";
import { OutcomeFields, controlId, selectClassName } from "./outcome-fields";
import { errorAt, type TDraftPolicyRule, type TNewCreditor } from "./policy-draft";

type TProps = {
  rule: TDraftPolicyRule;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<TDraftPolicyRule>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
};

/** One rule of the ordered list: its name, conditions (empty ones do not apply) and what it requires. */
export function RuleCard({ rule, index, count, errors, onChange, onMove, onRemove }: TProps) {
  const path = `rules.${index}`;
  const err = (field: string) => errorAt(errors, `${path}.${field}`);
  const id = (field: string) => controlId(`rule-${rule.id}`, field);
  const title = `Rule ${index + 1}: ${rule.name.trim() || "(unnamed)"}`;
  const text = (
    field: "amountFrom" | "amountTo" | "currencies" | "creditorCountries",
    label: string,
    hint?: string,
  ) => (
    <Field label={label} error={err(`when.${field}`)} id={id(field)} description={hint}>
      <Input
        value={rule[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
        inputMode={field.startsWith("amount") ? "decimal" : undefined}
        className={field.startsWith("amount") ? "tabular-nums" : "font-mono"}
        autoComplete="off"
      />
    </Field>
  );
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-md border p-3"
      data-testid="policy-rule"
      data-rule-id={rule.id}
    >
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Name" error={err("name")} id={id("name")} className="w-64">
          <Input value={rule.name} onChange={(e) => onChange({ name: e.target.value })} autoComplete="off" />
        </Field>
        <span className="ml-auto flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${title} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${title} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Remove ${title}`} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {text("amountFrom", "Amount from", "Major units, inclusive")}
        {text("amountTo", "Amount to", "Major units, inclusive")}
        {text("currencies", "Currencies", "Such as EUR; several with commas")}
        {text("creditorCountries", "Creditor countries", "Of the creditor IBAN, such as DE, FI")}
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <fieldset className="flex flex-col gap-1">
          <legend className="text-[13px] font-medium">Schemes (none ticked: any)</legend>
          <div className="flex gap-3">
            {SCHEMES.map((s) => (
              <label key={s} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  checked={rule.schemes.includes(s)}
                  onChange={(e) =>
                    onChange({
                      schemes: SCHEMES.filter((x) => (x === s ? e.target.checked : rule.schemes.includes(x))),
                    })
                  }
                  className="size-4 accent-accent"
                />
                {SCHEME_WORDS[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Creditor" id={id("newCreditor")}>
          <select
            value={rule.newCreditor}
            onChange={(e) => onChange({ newCreditor: e.target.value as TNewCreditor })}
            className={selectClassName}
          >
            <option value="any">Any creditor</option>
            <option value="new">Never paid before</option>
            <option value="paid">Paid before</option>
          </select>
        </Field>
      </div>
      <OutcomeFields
        path={`rule-${rule.id}`}
        outcome={rule}
        errors={{ approvals: err("approvals"), roles: err("roles") }}
        onChange={onChange}
      />
    </fieldset>
  );
}
