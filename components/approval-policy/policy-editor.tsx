"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { newIntentId } from "@/lib/intent-id";
import { controlId, OutcomeFields } from "./outcome-fields";
import { errorAt, newDraftRule, type TDraftPolicy, type TDraftPolicyRule } from "./policy-draft";
import { RuleCard } from "./rule-card";

type TProps = {
  draft: TDraftPolicy;
  errors: Record<string, string>;
  onDraft: (draft: TDraftPolicy) => void;
};

const refocus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

function unusedName(rules: readonly TDraftPolicyRule[]): string {
  const names = new Set(rules.map((r) => r.name.trim().toLowerCase()));
  let n = rules.length + 1;
  while (names.has(`rule ${n}`)) n += 1;
  return `Rule ${n}`;
}

/** The ordered rules (the first that matches decides) and what a draft needs when none matches. */
export function PolicyEditor({ draft, errors, onDraft }: TProps) {
  const { rules } = draft;
  const setRules = (next: TDraftPolicyRule[]) => onDraft({ ...draft, rules: next });
  const move = (i: number, delta: -1 | 1) => {
    const next = [...rules];
    [next[i], next[i + delta]] = [next[i + delta]!, next[i]!];
    setRules(next);
  };
  const add = () => {
    const rule = newDraftRule(newIntentId(), unusedName(rules));
    setRules([...rules, rule]);
    refocus(controlId(`rule-${rule.id}`, "name"));
  };
  return (
    <div className="flex flex-col gap-3">
      {rules.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No rules: every draft gets what &ldquo;Otherwise&rdquo; says. Add a rule to ask more, or less, of
          some drafts.
        </p>
      ) : null}
      {rules.map((rule, i) => (
        <RuleCard
          key={rule.id}
          rule={rule}
          index={i}
          count={rules.length}
          errors={errors}
          onChange={(patch) => setRules(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)))}
          onMove={(delta) => move(i, delta)}
          onRemove={() => setRules(rules.filter((_, j) => j !== i))}
        />
      ))}
      <div>
        <Button id="add-policy-rule" variant="secondary" onClick={add}>
          <Plus aria-hidden /> Add a rule
        </Button>
      </div>
      <fieldset className="flex flex-col gap-2 rounded-md border p-3" data-testid="policy-otherwise">
        <legend className="px-1 text-sm font-semibold">Otherwise (no rule matches)</legend>
        <OutcomeFields
          path="otherwise"
          outcome={draft.otherwise}
          errors={{
            approvals: errorAt(errors, "otherwise.approvals"),
            roles: errorAt(errors, "otherwise.roles"),
          }}
          onChange={(patch) => onDraft({ ...draft, otherwise: { ...draft.otherwise, ...patch } })}
        />
      </fieldset>
    </div>
  );
}
