import { formatMinor } from "@/lib/money";
import type { TRule } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { INSTANT_REJECT_REASONS } from "@/lib/domain/instant/confirmations";
import { RULE_CURRENCY } from "./draft";

// Client-safe. Rules in words, for the read-only view, old versions and the list of changes the save
// confirmation shows: what a rule does to money should read as a sentence, not as a form.

const eur = (minor: number, locale: string) => formatMinor(BigInt(minor), RULE_CURRENCY, { locale });
const any = (list: readonly string[]) =>
  list.length <= 3 ? list.join(" or ") : `${list.slice(0, 3).join(", ")} or ${list.length - 3} more`;

export function outcomeText(rule: TRule): string {
  const o = rule.outcome;
  if (o.action === "ACCEPT") return "Accept";
  if (o.action === "REJECT") return `Reject (${INSTANT_REJECT_REASONS[o.reasonCode]}, ${o.reasonCode})`;
  return "Leave for people";
}

export function conditionTexts(rule: TRule, locale: string): string[] {
  const c = rule.conditions;
  const out: string[] = [];
  if (c.amountMin !== undefined && c.amountMax !== undefined)
    out.push(`amount from ${eur(c.amountMin, locale)} to ${eur(c.amountMax, locale)}`);
  else if (c.amountMin !== undefined) out.push(`amount at least ${eur(c.amountMin, locale)}`);
  else if (c.amountMax !== undefined) out.push(`amount at most ${eur(c.amountMax, locale)}`);
  if (c.currencies) out.push(`currency ${any(c.currencies)}`);
  if (c.debtorIbans) out.push(`debtor IBAN ${any(c.debtorIbans)}`);
  if (c.debtorBics) out.push(`debtor BIC ${any(c.debtorBics)}`);
  if (c.creditorAccounts) out.push(`creditor account ${any(c.creditorAccounts)}`);
  if (c.endToEndIdPattern) out.push(`end-to-end id ${c.endToEndIdPattern}`);
  return out;
}

/** "Accept when amount at most 100.00 EUR and end-to-end id E2E-*" / "Leave for people every payment". */
export function describeRule(rule: TRule, locale: string): string {
  const conditions = conditionTexts(rule, locale);
  const what = `${outcomeText(rule)} ${conditions.length ? `when ${conditions.join(" and ")}` : "every payment"}`;
  return rule.enabled ? what : `${what} (disabled)`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What saving `after` over `before` changes, one sentence each, in the order people check them. */
export function changesBetween(before: readonly TRule[], after: readonly TRule[], locale: string): string[] {
  const old = new Map(before.map((r, i) => [r.id, { rule: r, at: i }]));
  const kept = new Set(after.filter((r) => old.has(r.id)).map((r) => r.id));
  const orderBefore = before.filter((r) => kept.has(r.id)).map((r) => r.id);
  const orderAfter = after.filter((r) => kept.has(r.id)).map((r) => r.id);
  const out: string[] = [];
  after.forEach((rule, i) => {
    const was = old.get(rule.id);
    if (!was) {
      out.push(`Adds “${rule.name}” at position ${i + 1}: ${describeRule(rule, locale)}.`);
      return;
    }
    const name = `“${was.rule.name}”`;
    if (was.rule.name !== rule.name) out.push(`Renames ${name} to “${rule.name}”.`);
    if (!same(was.rule.conditions, rule.conditions) || !same(was.rule.outcome, rule.outcome))
      out.push(`Changes “${rule.name}”: ${describeRule({ ...rule, enabled: true }, locale)}.`);
    if (was.rule.enabled !== rule.enabled)
      out.push(`${rule.enabled ? "Enables" : "Disables"} “${rule.name}”.`);
    if (orderBefore.indexOf(rule.id) !== orderAfter.indexOf(rule.id))
      out.push(`Moves “${rule.name}” from position ${was.at + 1} to ${i + 1}.`);
  });
  for (const r of before) if (!kept.has(r.id)) out.push(`Removes “${r.name}”: ${describeRule(r, locale)}.`);
  return out;
}
