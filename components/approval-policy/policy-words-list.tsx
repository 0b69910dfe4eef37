"use client";

import { useLocale } from "@/components/ui/use-locale";
import type { TPolicyOutcome, TPolicyRule } from "@/lib/domain/initiation/policy";
import { describeOutcome, describeRule } from "@/lib/domain/initiation/policy-words";

/** A policy in words, in order: the first rule that matches decides, then `otherwise`. */
export function PolicyWordsList(props: {
  rules: readonly TPolicyRule[];
  otherwise: TPolicyOutcome;
  label: string;
}) {
  const locale = useLocale();
  return (
    <ol
      aria-label={props.label}
      className="flex list-decimal flex-col gap-1 pl-5 text-sm"
      data-testid="policy-words"
    >
      {props.rules.map((rule) => (
        <li key={rule.id}>
          <span className="font-medium">{rule.name}</span>: {describeRule(rule, { locale })}
        </li>
      ))}
      <li className="list-none -ml-5">
        {props.rules.length ? "Otherwise" : "Every draft"}: {describeOutcome(props.otherwise)}.
      </li>
    </ol>
  );
}
