import { formatMinor, parseMajorAmount, toMinorNumber } from "@/lib/money";
import {
  ZSaveRuleSetInput,
  type TRule,
  type TSaveRuleSetInput,
} from "@/lib/domain/confirmation-rules/confirmation-rules";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";

// Client-safe. The editor holds each rule as the text people type (amounts in major units of the reader's
// locale, lists one entry per line); saving turns it into a TRule exactly (amounts to minor units with
// lib/money, never through a float) and checks it with the same schema the server parses it with.

/** Amounts in rules are in the currency of SEPA Instant. */
export const RULE_CURRENCY = "EUR";

export type TDraftRule = {
  id: string;
  name: string;
  enabled: boolean;
  amountMin: string;
  amountMax: string;
  currencies: string;
  debtorIbans: string;
  debtorBics: string;
  creditorAccounts: string;
  endToEndIdPattern: string;
  action: "ACCEPT" | "REJECT" | "LEAVE";
  reasonCode: string;
};

export type TListField = "currencies" | "debtorIbans" | "debtorBics" | "creditorAccounts";
export const LIST_FIELDS: readonly TListField[] = [
  "currencies",
  "debtorIbans",
  "debtorBics",
  "creditorAccounts",
];

const major = (minor: number | undefined, locale: string) =>
  minor === undefined ? "" : formatMinor(BigInt(minor), RULE_CURRENCY, { locale, withCode: false });

export function toDraft(rule: TRule, locale: string): TDraftRule {
  const c = rule.conditions;
  return {
    id: rule.id,
    name: rule.name,
    enabled: rule.enabled,
    amountMin: major(c.amountMin, locale),
    amountMax: major(c.amountMax, locale),
    currencies: (c.currencies ?? []).join("\n"),
    debtorIbans: (c.debtorIbans ?? []).join("\n"),
    debtorBics: (c.debtorBics ?? []).join("\n"),
    creditorAccounts: (c.creditorAccounts ?? []).join("\n"),
    endToEndIdPattern: c.endToEndIdPattern ?? "",
    action: rule.outcome.action,
    reasonCode: rule.outcome.action === "REJECT" ? rule.outcome.reasonCode : "",
  };
}

export function newDraftRule(id: string, name: string): TDraftRule {
  return {
    id,
    name,
    enabled: true,
    amountMin: "",
    amountMax: "",
    currencies: "",
    debtorIbans: "",
    debtorBics: "",
    creditorAccounts: "",
    endToEndIdPattern: "",
    action: "LEAVE",
    reasonCode: "",
  };
}

const lines = (text: string) => {
  const list = text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : undefined;
};

export type TChecked = { ok: true; input: TSaveRuleSetInput } | { ok: false; errors: Record<string, string> };

/**
 * The editor's rules → the save action's input, checked with ZSaveRuleSetInput. Errors are keyed by path
 * ("rules.2.conditions.amountMax") like the server's fieldErrors, so both land on the same fields.
 */
export function checkDraft(
  drafts: readonly TDraftRule[],
  baseVersion: number | null,
  comment: string,
  locale: string,
): TChecked {
  const amountErrors: Record<string, string> = {};
  const amount = (text: string, path: string) => {
    if (!text.trim()) return undefined;
    const parsed = parseMajorAmount(text, RULE_CURRENCY, { locale });
    if (!parsed.ok) {
      amountErrors[path] = parsed.error;
      return undefined;
    }
    return toMinorNumber(parsed.minor);
  };
  const rules = drafts.map((d, i) => ({
    id: d.id,
    name: d.name,
    enabled: d.enabled,
    conditions: Object.fromEntries(
      Object.entries({
        amountMin: amount(d.amountMin, `rules.${i}.conditions.amountMin`),
        amountMax: amount(d.amountMax, `rules.${i}.conditions.amountMax`),
        currencies: lines(d.currencies)?.map((c) => c.toUpperCase()),
        debtorIbans: lines(d.debtorIbans),
        debtorBics: lines(d.debtorBics),
        creditorAccounts: lines(d.creditorAccounts),
        endToEndIdPattern: d.endToEndIdPattern.trim() || undefined,
      }).filter(([, v]) => v !== undefined),
    ),
    outcome:
      d.action === "REJECT"
        ? d.reasonCode
          ? { action: "REJECT", reasonCode: d.reasonCode }
          : { action: "REJECT" }
        : { action: d.action },
  }));
  const parsed = ZSaveRuleSetInput.safeParse({ baseVersion, rules, comment: comment.trim() || undefined });
  if (parsed.success && Object.keys(amountErrors).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors: { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...amountErrors } };
}

export type TFieldPath =
  | "name"
  | "conditions.amountMin"
  | "conditions.amountMax"
  | `conditions.${TListField}`
  | "conditions.endToEndIdPattern"
  | "outcome.reasonCode";

/**
 * The message for one field of rule `index`: the field's own, or the first of its list entries, named by
 * line ("Line 2: …") so the person finds the entry in the text box.
 */
export function errorAt(
  errors: Record<string, string>,
  index: number,
  field: TFieldPath,
): string | undefined {
  const key = `rules.${index}.${field}`;
  if (errors[key]) return errors[key];
  if (field === "outcome.reasonCode" && errors[`rules.${index}.outcome`])
    return errors[`rules.${index}.outcome`];
  const entry = Object.keys(errors).find((k) => k.startsWith(`${key}.`));
  if (!entry) return undefined;
  const line = Number(entry.slice(key.length + 1).split(".")[0]);
  return Number.isInteger(line) ? `Line ${line + 1}: ${errors[entry]}` : errors[entry];
}

const FIELD_KEYS = new Set([
  "name",
  "conditions.amountMin",
  "conditions.amountMax",
  "conditions.currencies",
  "conditions.debtorIbans",
  "conditions.debtorBics",
  "conditions.creditorAccounts",
  "conditions.endToEndIdPattern",
  "outcome.reasonCode",
  "outcome",
]);

/** Messages that belong to no field of a rule (the whole rule, the list, the comment): shown above. */
export function otherErrors(errors: Record<string, string>): string[] {
  return Object.entries(errors)
    .filter(([key]) => {
      const m = /^rules\.\d+\.(.+)$/.exec(key);
      if (!m) return key !== "comment";
      const field = m[1]!.replace(/\.\d+$/, "");
      return !FIELD_KEYS.has(field);
    })
    .map(([key, message]) => {
      const m = /^rules\.(\d+)/.exec(key);
      return m ? `Rule ${Number(m[1]) + 1}: ${message}` : message;
    });
}
