import { ROLE_LABELS, type TRole } from "@/lib/auth/client-safe/roles";
import { isCurrencyCode } from "@/lib/money/currencies";
import { formatMinor } from "@/lib/money/format";
import type { TInitiationScheme } from "./fields";
import type { TPolicyConditions, TPolicyOutcome, TPolicyRule, TRequirement } from "./policy";

// Client-safe. The approval policy in a person's words: the admin's editor shows each rule as a sentence,
// and the draft page (and its audit) says what the draft needs and which rule of which version decided.

export const SCHEME_WORDS: Record<TInitiationScheme, string> = {
  SEPA: "SEPA credit transfer",
  INST: "SEPA Instant",
};

/** "A", "A or B", "A, B or C". */
const oneOf = (items: readonly string[], last = "or"): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;

/** The roles an approver may hold, by their labels: "Finance ops or Admin". */
export const describeRoles = (roles: readonly TRole[]): string =>
  oneOf([...new Set(roles)].map((role) => ROLE_LABELS[role]));

/** "2 approvals from Finance ops or Admin", "1 approval from another person, not the maker". */
export function describeOutcome(outcome: TPolicyOutcome): string {
  const { approvals, roles } = outcome;
  if (approvals === 0) return "no approval needed, submitted as soon as the maker creates it";
  const count = approvals === 1 ? "1 approval" : `${approvals} approvals`;
  if (roles.length > 0) return `${count} from ${describeRoles(roles)}`;
  return `${count} from ${approvals === 1 ? "another person" : "different people"}, not the maker`;
}

/** The outcome, then why: "2 approvals from Admin (rule “Large amounts”, policy version 3)". */
export function describeRequirement(
  requirement: Pick<TRequirement, "version" | "ruleName" | "approvals" | "roles">,
): string {
  const { version, ruleName } = requirement;
  const rule = ruleName !== null ? `rule “${ruleName}”` : version !== null ? "no rule matched" : null;
  const policy = version !== null ? `policy version ${version}` : "the default: no policy saved yet";
  const outcome = describeOutcome(requirement);
  return `${outcome[0]!.toUpperCase()}${outcome.slice(1)} (${[rule, policy].filter(Boolean).join(", ")})`;
}

export type TWordsOptions = {
  /** BCP 47 tag of the reader's locale, for the amounts; the runtime's default when omitted. */
  locale?: string;
};

/** Each condition of a rule as a clause; an empty list for a catch-all. */
export function describeConditions(when: TPolicyConditions, opts: TWordsOptions = {}): string[] {
  // Bounds are minor units of the draft's currency: EUR unless the rule names exactly one known currency.
  const only = when.currencies?.length === 1 ? when.currencies[0]! : "EUR";
  const money = (minor: number) => formatMinor(minor, isCurrencyCode(only) ? only : "EUR", opts);
  const { amountFrom: from, amountTo: to } = when;
  const clauses: string[] = [];
  if (from !== undefined && to !== undefined) {
    clauses.push(`the amount is from ${money(from)} to ${money(to)}`);
  } else if (from !== undefined) {
    clauses.push(`the amount is ${money(from)} or more`);
  } else if (to !== undefined) {
    clauses.push(`the amount is ${money(to)} or less`);
  }
  if (when.schemes) clauses.push(`the scheme is ${oneOf(when.schemes.map((s) => SCHEME_WORDS[s]))}`);
  if (when.currencies) clauses.push(`the currency is ${oneOf(when.currencies)}`);
  if (when.creditorCountries) clauses.push(`the creditor's IBAN is from ${oneOf(when.creditorCountries)}`);
  if (when.newCreditor === true) clauses.push("the creditor's IBAN was never paid before");
  if (when.newCreditor === false) clauses.push("the creditor's IBAN was paid before");
  return clauses;
}

/** A rule as one sentence: "When the scheme is SEPA Instant and …: 2 approvals from Admin." */
export function describeRule(rule: TPolicyRule, opts: TWordsOptions = {}): string {
  const clauses = describeConditions(rule.when, opts);
  const when = clauses.length === 0 ? "Every draft" : `When ${oneOf(clauses, "and")}`;
  return `${when}: ${describeOutcome(rule)}.`;
}
