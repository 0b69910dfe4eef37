"use client";

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { INSTANT_REJECT_REASONS, INSTANT_REJECT_REASON_CODES } from "@/lib/domain/instant/confirmations";
import { errorAt, RULE_CURRENCY, type TDraftRule, type TFieldPath } from "./draft";

type TProps = {
  rule: TDraftRule;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<TDraftRule>) => void;
  /** Moves the rule by one place; the focused control is focused again after the move. */
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
};

const selectClassName =
  "h-8 rounded-md border border-input bg-background px-2 text-sm aria-invalid:border-destructive";

export const fieldId = (ruleId: string, field: string) => `rule-${ruleId}-${field.replace(/\W/g, "-")}`;

/** One rule of the ordered list: name, on/off, conditions, outcome; Alt+↑/↓ anywhere in it moves it. */
export function RuleEditor({ rule, index, count, errors, onChange, onMove, onRemove }: TProps) {
  const err = (f: TFieldPath) => errorAt(errors, index, f);
  const id = (f: string) => fieldId(rule.id, f);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const delta = event.key === "ArrowUp" ? -1 : 1;
    if ((delta === -1 && index > 0) || (delta === 1 && index < count - 1)) onMove(delta);
  };
  const title = rule.name.trim() || "(unnamed)";
  const text = (
    f: "amountMin" | "amountMax" | "endToEndIdPattern",
    label: ReactNode,
    description?: string,
  ) => (
    <Field label={label} error={err(`conditions.${f}`)} id={id(f)} description={description}>
      <Input
        value={rule[f]}
        onChange={(e) => onChange({ [f]: e.target.value })}
        inputMode={f === "endToEndIdPattern" ? undefined : "decimal"}
        className={f === "endToEndIdPattern" ? "font-mono" : "tabular-nums"}
        autoComplete="off"
      />
    </Field>
  );
  const list = (f: "currencies" | "debtorIbans" | "debtorBics" | "creditorAccounts", label: string) => (
    <Field label={label} error={err(`conditions.${f}`)} id={id(f)}>
      <Textarea
        rows={2}
        value={rule[f]}
        onChange={(e) => onChange({ [f]: e.target.value })}
        className="font-mono text-[13px]"
        spellCheck={false}
      />
    </Field>
  );
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-md border p-3"
      data-testid="rule-card"
      data-rule-id={rule.id}
      onKeyDown={onKeyDown}
    >
      <legend className="px-1 text-sm font-semibold">
        Rule {index + 1}: {title}
        {rule.enabled ? null : <span className="ml-2 font-normal text-muted-foreground">(disabled)</span>}
      </legend>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Name" error={err("name")} id={id("name")} className="w-64">
          <Input value={rule.name} onChange={(e) => onChange({ name: e.target.value })} autoComplete="off" />
        </Field>
        <Field label="Outcome" id={id("action")}>
          <select
            value={rule.action}
            onChange={(e) => onChange({ action: e.target.value as TDraftRule["action"] })}
            className={selectClassName}
          >
            <option value="ACCEPT">Accept</option>
            <option value="REJECT">Reject with a reason</option>
            <option value="LEAVE">Leave for people</option>
          </select>
        </Field>
        {rule.action === "REJECT" ? (
          <Field label="Reject reason" error={err("outcome.reasonCode")} id={id("outcome.reasonCode")}>
            <select
              value={rule.reasonCode}
              onChange={(e) => onChange({ reasonCode: e.target.value })}
              className={`${selectClassName} max-w-72`}
            >
              <option value="">Choose a reason…</option>
              {INSTANT_REJECT_REASON_CODES.map((code) => (
                <option key={code} value={code}>
                  {INSTANT_REJECT_REASONS[code]} ({code})
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <label className="flex h-8 items-center gap-2 text-[13px] font-medium">
          <input
            type="checkbox"
            checked={rule.enabled}
            onChange={(e) => onChange({ enabled: e.target.checked })}
            className="size-4 accent-accent"
          />
          Enabled
        </label>
        <span className="ml-auto flex items-center gap-1">
          <Button
            id={id("up")}
            variant="ghost"
            size="icon"
            aria-label={`Move rule ${index + 1} (${title}) up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            id={id("down")}
            variant="ghost"
            size="icon"
            aria-label={`Move rule ${index + 1} (${title}) down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove rule ${index + 1} (${title})`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {text("amountMin", `Amount from (${RULE_CURRENCY})`)}
        {text("amountMax", `Amount to (${RULE_CURRENCY})`)}
        {text("endToEndIdPattern", "End-to-end id pattern")}
        {list("currencies", "Currencies")}
        {list("debtorIbans", "Debtor IBANs")}
        {list("debtorBics", "Debtor BICs")}
        {list("creditorAccounts", "Creditor accounts")}
      </div>
    </fieldset>
  );
}
