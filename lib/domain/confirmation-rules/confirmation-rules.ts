import { z } from "zod";
import { zInt4 } from "@/lib/domain/shared/bounds";
import { ZInstantRejectReason } from "@/lib/domain/instant/confirmations";
import { refineUniqueRules, UNIQUE_RULES_WHEN } from "@/lib/domain/shared/unique-rules";

// Client-safe. Confirmation rules: admin-managed, ordered, versioned. Evaluated when a PENDING_CONFIRMATION
// webhook arrives; the first enabled rule whose every condition holds decides, and no match leaves the
// payment for people. This schema is the only gate: a set is parsed when saved and refused there, so what
// is stored always evaluates (the engine re-parses it on load and treats a failure as "no rules").
//
// Patterns are globs (`*` any run, `?` one character), not regular expressions: a regex typed by an admin
// could backtrack for seconds inside a 5-second window; a glob is matched in linear time.

/** A glob of the characters an account, BIC or end-to-end id may hold. */
const glob = (what: string, chars: RegExp, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `At most ${max} characters.`)
    .regex(chars, `${what[0]!.toUpperCase()}${what.slice(1)} may hold only letters, digits, * and ?.`);

/** IBANs or account numbers, spaces dropped and upper-cased before the check (as typed in groups of four). */
const accountGlob = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s+/g, "").toUpperCase() : v),
  glob("an account or pattern", /^[A-Z0-9*?]+$/, 34),
);
const bicGlob = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  glob("a BIC or pattern", /^[A-Z0-9*?]+$/, 11),
);
// End-to-end ids are case-sensitive (ISO 20022 Max35Text); any printable ASCII.
const endToEndGlob = z
  .string()
  .trim()
  .min(1, "Enter a pattern.")
  .max(35, "At most 35 characters.")
  .regex(/^[\x20-\x7E]+$/, "Printable characters only.");

const list = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, "Add at least one entry, or remove the condition.").max(500, "At most 500 entries.");

/** Minor units of the payment's currency (EUR cents for SEPA Instant), inclusive bounds. */
const minorUnits = z
  .number()
  .int("Whole minor units only.")
  .nonnegative("Not negative.")
  .max(Number.MAX_SAFE_INTEGER);

export const ZRuleConditions = z
  .strictObject({
    amountMin: minorUnits.optional(),
    amountMax: minorUnits.optional(),
    currencies: list(z.string().regex(/^[A-Z]{3}$/, "A three-letter currency code.")).optional(),
    /** Allow/deny lists are rules: "debtor IBAN in [..] → REJECT" is a deny list. */
    debtorIbans: list(accountGlob).optional(),
    /** A BIC of 8 characters matches every branch of that bank (XXX and others). */
    debtorBics: list(bicGlob).optional(),
    creditorAccounts: list(accountGlob).optional(),
    endToEndIdPattern: endToEndGlob.optional(),
  })
  .refine((c) => c.amountMin === undefined || c.amountMax === undefined || c.amountMin <= c.amountMax, {
    message: "The lowest amount is above the highest.",
    path: ["amountMax"],
  });
export type TRuleConditions = z.infer<typeof ZRuleConditions>;

export const ZRuleOutcome = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("ACCEPT") }),
  z.strictObject({ action: z.literal("REJECT"), reasonCode: ZInstantRejectReason }),
  z.strictObject({ action: z.literal("LEAVE") }),
]);
export type TRuleOutcome = z.infer<typeof ZRuleOutcome>;

export const ZRule = z.strictObject({
  /** Stable across versions, so the history can say which rule decided. */
  id: z.uuid("Not a rule id."),
  name: z.string().trim().min(1, "Name the rule.").max(80, "At most 80 characters."),
  enabled: z.boolean(),
  /** No condition at all matches every payment (a catch-all; place it last). */
  conditions: ZRuleConditions,
  outcome: ZRuleOutcome,
});
export type TRule = z.infer<typeof ZRule>;

// Duplicate names and ids are checked even while other fields of the set are still wrong, so the editor
// shows every problem at once: the one check the approval policy uses too.
export const ZRuleList = z
  .array(ZRule)
  .max(200, "At most 200 rules.")
  .superRefine(refineUniqueRules, UNIQUE_RULES_WHEN);

/** The save action's input. `baseVersion` is the version the editor started from (null: none existed). */
export const ZSaveRuleSetInput = z.strictObject({
  baseVersion: zInt4("Not a version number.").nullable(),
  rules: ZRuleList,
  comment: z.string().trim().max(500, "At most 500 characters.").optional(),
});
export type TSaveRuleSetInput = z.infer<typeof ZSaveRuleSetInput>;

/** A stored version, as GET /api/confirmation-rules and its /versions list send it. */
export type TRuleSetVersion = {
  version: number;
  rules: TRule[];
  comment: string | null;
  createdByEmail: string;
  createdAt: string;
};

/** One row of GET /api/confirmation-rules/versions (newest first); `?version=N` answers the full TRuleSetVersion. */
export type TRuleSetVersionSummary = {
  version: number;
  ruleCount: number;
  comment: string | null;
  createdByEmail: string;
  createdAt: string;
};
export type TRuleSetVersionList = { versions: TRuleSetVersionSummary[] };
