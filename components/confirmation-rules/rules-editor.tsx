"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { newIntentId } from "@/lib/intent-id";
import { newDraftRule, type TDraftRule } from "./draft";
import { fieldId, RuleEditor } from "./rule-editor";

type TProps = {
  rules: TDraftRule[];
  errors: Record<string, string>;
  onRules: (rules: TDraftRule[], touched?: { index: number; fields: string[] }) => void;
};

/** Focus the control with this id once React has put the moved rule in its new place. */
const refocus = (id: string | null) =>
  id && requestAnimationFrame(() => document.getElementById(id)?.focus());

function unusedName(rules: readonly TDraftRule[]): string {
  const names = new Set(rules.map((r) => r.name.trim().toLowerCase()));
  let n = rules.length + 1;
  while (names.has(`rule ${n}`)) n += 1;
  return `Rule ${n}`;
}

/** The ordered list: first enabled match decides, so order is part of the meaning. */
export function RulesEditor({ rules, errors, onRules }: TProps) {
  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= rules.length) return;
    const focused = document.activeElement?.id || null;
    const next = [...rules];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onRules(next);
    // A button that becomes disabled at the end of the list cannot keep the focus: its twin takes it.
    const rule = rules[index]!;
    const atEdge = (delta === -1 && to === 0) || (delta === 1 && to === rules.length - 1);
    refocus(
      atEdge && focused === fieldId(rule.id, delta === -1 ? "up" : "down")
        ? fieldId(rule.id, delta === -1 ? "down" : "up")
        : focused,
    );
  };
  const add = () => {
    const rule = newDraftRule(newIntentId(), unusedName(rules));
    onRules([...rules, rule]);
    refocus(fieldId(rule.id, "name"));
  };
  const remove = (index: number) => {
    const next = rules.filter((_, i) => i !== index);
    onRules(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    refocus(neighbour ? fieldId(neighbour.id, "name") : "add-rule");
  };
  return (
    <div className="flex flex-col gap-3">
      {rules.length === 0 ? (
        <p
          className="rounded-md border border-dashed p-4 text-sm text-muted-foreground"
          data-testid="no-rules"
        >
          No rules: every payment waits for people. Add a rule to answer some automatically.
        </p>
      ) : null}
      {rules.map((rule, i) => (
        <RuleEditor
          key={rule.id}
          rule={rule}
          index={i}
          count={rules.length}
          errors={errors}
          onChange={(patch) =>
            onRules(
              rules.map((r, j) => (j === i ? { ...r, ...patch } : r)),
              { index: i, fields: Object.keys(patch) },
            )
          }
          onMove={(delta) => move(i, delta)}
          onRemove={() => remove(i)}
        />
      ))}
      <div>
        <Button id="add-rule" variant="secondary" onClick={add}>
          <Plus aria-hidden /> Add a rule
        </Button>
      </div>
    </div>
  );
}
