import type { TRole } from "@/lib/auth/client-safe/roles";
import type { TInitiationScheme } from "@/lib/domain/initiation/fields";
import type { TApprovalCount, TPolicyOutcome, TPolicyRule } from "@/lib/domain/initiation/policy";
import { ZSavePolicyInput, type TSavePolicyInput } from "@/lib/domain/initiation/policy-input";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { formatMinor, isCurrencyCode, parseMajorAmount, toMinorNumber } from "@/lib/money";

// Client-safe. The policy editor holds each rule as people type it (amounts in major units of the reader's
// locale, lists as "EUR, CHF"); checking turns it into the save action's input exactly (minor units through
// lib/money, never a float) with the schema the server parses it with, so both name the same fields.

export type TNewCreditor = "any" | "new" | "paid";
export type TDraftPolicyRule = {
  id: string;
  name: string;
  amountFrom: string;
  amountTo: string;
  schemes: TInitiationScheme[];
  currencies: string;
  creditorCountries: string;
  newCreditor: TNewCreditor;
  approvals: TApprovalCount;
  roles: TRole[];
};
export type TDraftPolicy = { rules: TDraftPolicyRule[]; otherwise: TPolicyOutcome };

/** Amount bounds are minor units of the draft's currency: the rule's one currency, else EUR (policy-words). */
const amountCurrency = (codes: readonly string[] | undefined) =>
  codes?.length === 1 && isCurrencyCode(codes[0]!) ? codes[0]! : "EUR";

const major = (minor: number | undefined, currency: string, locale: string) =>
  minor === undefined ? "" : formatMinor(BigInt(minor), currency, { locale, withCode: false });

export function toDraftRule(rule: TPolicyRule, locale: string): TDraftPolicyRule {
  const w = rule.when;
  const currency = amountCurrency(w.currencies);
  return {
    id: rule.id,
    name: rule.name,
    amountFrom: major(w.amountFrom, currency, locale),
    amountTo: major(w.amountTo, currency, locale),
    schemes: w.schemes ?? [],
    currencies: (w.currencies ?? []).join(", "),
    creditorCountries: (w.creditorCountries ?? []).join(", "),
    newCreditor: w.newCreditor === undefined ? "any" : w.newCreditor ? "new" : "paid",
    approvals: rule.approvals,
    roles: rule.roles,
  };
}

export const newDraftRule = (id: string, name: string): TDraftPolicyRule => ({
  ...toDraftRule({ id, name, when: {}, approvals: 2, roles: [] }, "en-US"),
});

/** "EUR, chf  usd" → ["EUR", "CHF", "USD"]; nothing typed → undefined (no condition). */
export const codes = (text: string): string[] | undefined => {
  const list = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((s) => s.toUpperCase());
  return list.length ? list : undefined;
};

export type TChecked = { ok: true; input: TSavePolicyInput } | { ok: false; errors: Record<string, string> };

/** The editor's policy → the save action's input, or messages keyed by path ("rules.1.when.amountTo"). */
export function checkPolicyDraft(
  draft: TDraftPolicy,
  baseVersion: number | null,
  comment: string,
  locale: string,
): TChecked {
  const amountErrors: Record<string, string> = {};
  const rules = draft.rules.map((d, i) => {
    const currencies = codes(d.currencies);
    const amount = (text: string, field: string) => {
      if (!text.trim()) return undefined;
      const parsed = parseMajorAmount(text, amountCurrency(currencies), { locale });
      if (parsed.ok) return toMinorNumber(parsed.minor);
      amountErrors[`rules.${i}.when.${field}`] = parsed.error;
      return undefined;
    };
    const when = {
      amountFrom: amount(d.amountFrom, "amountFrom"),
      amountTo: amount(d.amountTo, "amountTo"),
      schemes: d.schemes.length ? d.schemes : undefined,
      currencies,
      creditorCountries: codes(d.creditorCountries),
      newCreditor: d.newCreditor === "any" ? undefined : d.newCreditor === "new",
    };
    const defined = Object.fromEntries(Object.entries(when).filter(([, v]) => v !== undefined));
    return { id: d.id, name: d.name, when: defined, approvals: d.approvals, roles: d.roles };
  });
  const raw = { baseVersion, rules, otherwise: draft.otherwise, comment: comment.trim() || undefined };
  const parsed = ZSavePolicyInput.safeParse(raw);
  if (parsed.success && Object.keys(amountErrors).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors: { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...amountErrors } };
}

/** The message for one field: its own, or its first list entry's, named by position ("Entry 2: …"). */
export function errorAt(errors: Record<string, string>, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const entry = Object.keys(errors).find((k) => k.startsWith(`${key}.`));
  if (!entry) return undefined;
  const n = Number(entry.slice(key.length + 1).split(".")[0]);
  return Number.isInteger(n) ? `Entry ${n + 1}: ${errors[entry]}` : errors[entry];
}
