"use client";

import { Badge } from "@/components/ui/badge";
import { useLocale } from "@/components/ui/use-locale";
import type { TRule } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { conditionTexts, outcomeText } from "./describe-rule";

/** A rule set read-only, in order: what each rule does, in words. */
export function RuleSummaryList({ rules, label }: { rules: readonly TRule[]; label: string }) {
  const locale = useLocale();
  if (rules.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-rules">
        No rules: every payment waits for people.
      </p>
    );
  return (
    <ol aria-label={label} className="flex flex-col divide-y rounded-md border text-[13px]">
      {rules.map((rule, i) => {
        const conditions = conditionTexts(rule, locale);
        return (
          <li key={rule.id} className="flex flex-col gap-1 px-3 py-2" data-testid="rule-summary">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-muted-foreground tabular-nums">{i + 1}.</span>
              <span className="font-medium">{rule.name}</span>
              <Badge
                status={
                  rule.outcome.action === "ACCEPT"
                    ? "done"
                    : rule.outcome.action === "REJECT"
                      ? "refused"
                      : "waiting"
                }
              >
                {outcomeText(rule)}
              </Badge>
              {rule.enabled ? null : <Badge status="neutral">Disabled</Badge>}
            </div>
            <p className="text-muted-foreground">
              {conditions.length ? `When ${conditions.join(" and ")}.` : "Every payment (no condition)."}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
