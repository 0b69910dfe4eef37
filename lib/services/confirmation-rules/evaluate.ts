import type {
  TRule,
  TRuleConditions,
  TRuleOutcome,
} from "@/lib/domain/confirmation-rules/confirmation-rules";
import { bicPattern, compileGlob, normaliseAccount, normaliseBic, type TGlob } from "./glob";

// The rule engine: the first enabled rule whose every condition holds decides; no match leaves the
// payment for people. A condition on a fact that is not known (null) does not hold, so a rule never
// accepts or rejects on a guess. Rules are compiled once per rule-set version (the globs), then evaluated
// per payment without allocating more than the verdict.

/** What is known of a pending payment when the rules run. Amount in minor units. */
export type TFacts = {
  amount: bigint | null;
  currency: string | null;
  debtorIban: string | null;
  /** Not in the webhook: looked up from the payment's record only when a rule asks for it. */
  debtorBic: string | null;
  creditorAccount: string | null;
  endToEndId: string | null;
};

export type TVerdict = {
  outcome: TRuleOutcome;
  /** The rule that decided (it may say LEAVE too); null when no rule matched. */
  rule: { id: string; name: string } | null;
};

type TCheck = (f: TFacts) => boolean;
export type TCompiledRule = {
  rule: TRule;
  /** Every condition but the debtor BIC, then the BIC's (null: the rule has no BIC condition). */
  checks: TCheck[];
  bic: TCheck | null;
};

const anyOf = (globs: TGlob[], value: string) => globs.some((g) => g(value));

function compileConditions(c: TRuleConditions): { checks: TCheck[]; bic: TCheck | null } {
  const checks: TCheck[] = [];
  if (c.amountMin !== undefined) {
    const min = BigInt(c.amountMin);
    checks.push((f) => f.amount !== null && f.amount >= min);
  }
  if (c.amountMax !== undefined) {
    const max = BigInt(c.amountMax);
    checks.push((f) => f.amount !== null && f.amount <= max);
  }
  if (c.currencies) {
    const set = new Set(c.currencies);
    checks.push((f) => f.currency !== null && set.has(f.currency.trim().toUpperCase()));
  }
  if (c.debtorIbans) {
    const globs = c.debtorIbans.map((p) => compileGlob(normaliseAccount(p)));
    checks.push((f) => f.debtorIban !== null && anyOf(globs, normaliseAccount(f.debtorIban)));
  }
  if (c.creditorAccounts) {
    const globs = c.creditorAccounts.map((p) => compileGlob(normaliseAccount(p)));
    checks.push((f) => f.creditorAccount !== null && anyOf(globs, normaliseAccount(f.creditorAccount)));
  }
  if (c.endToEndIdPattern !== undefined) {
    // Case-sensitive, as the identifier itself (ISO 20022 Max35Text).
    const glob = compileGlob(c.endToEndIdPattern);
    checks.push((f) => f.endToEndId !== null && glob(f.endToEndId));
  }
  let bic: TCheck | null = null;
  if (c.debtorBics) {
    const globs = c.debtorBics.map((p) => compileGlob(bicPattern(p)));
    bic = (f) => f.debtorBic !== null && anyOf(globs, normaliseBic(f.debtorBic));
  }
  return { checks, bic };
}

export function compileRules(rules: readonly TRule[]): TCompiledRule[] {
  return rules.filter((r) => r.enabled).map((rule) => ({ rule, ...compileConditions(rule.conditions) }));
}

const LEAVE: TVerdict = { outcome: { action: "LEAVE" }, rule: null };

export function evaluate(rules: readonly TCompiledRule[], facts: TFacts): TVerdict {
  for (const r of rules) {
    if (r.checks.every((check) => check(facts)) && (r.bic === null || r.bic(facts))) {
      return { outcome: r.rule.outcome, rule: { id: r.rule.id, name: r.rule.name } };
    }
  }
  return LEAVE;
}

/**
 * Whether the verdict depends on the debtor's BIC: evaluation reaches a rule whose other conditions all
 * hold and which has a BIC condition, before any rule decided. Only then is the payment's record fetched
 * from the platform; rules placed before it decide without that call.
 */
export function needsDebtorBic(rules: readonly TCompiledRule[], facts: TFacts): boolean {
  for (const r of rules) {
    if (!r.checks.every((check) => check(facts))) continue;
    return r.bic !== null;
  }
  return false;
}

/** Compiles and evaluates in one go (tests, one-off checks). */
export const evaluateRules = (rules: readonly TRule[], facts: TFacts) => evaluate(compileRules(rules), facts);
