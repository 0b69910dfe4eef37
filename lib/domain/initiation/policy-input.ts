import { getCountrySpecifications } from "ibantools";
import { z } from "zod";
import { ROLES } from "@/lib/auth/client-safe/roles";
import { zInt4 } from "@/lib/domain/shared/bounds";
import { isCurrencyCode } from "@/lib/money/currencies";
import { SCHEMES } from "./fields";
import type { TPolicy } from "./policy";
import { refineUniqueRules, UNIQUE_RULES_WHEN } from "@/lib/domain/shared/unique-rules";

// Client-safe. What an admin saves as a new version of the approval policy: the editor parses it as the
// admin types, the save action again, and the engine re-parses a stored version on load. This schema is the
// only gate, so a stored policy always evaluates and no rule can hold a condition that never matches.

// ibantools' table is ISO 3166 alpha-2 (plus XK, Kosovo, which issues IBANs); `chars` is the IBAN length,
// null where the country issues none: a creditor IBAN can never come from there.
const COUNTRIES = getCountrySpecifications();

/** A condition's list: at least one entry (otherwise drop the condition), each entry once. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .min(1, "Add at least one entry, or remove the condition.")
    .max(max, `At most ${max} entries.`)
    .refine((items) => new Set(items).size === items.length, "Each entry once.");

/** Minor units of the draft's currency, inclusive bounds. */
const minorUnits = z
  .number("Enter an amount in minor units.")
  .int("Whole minor units only.")
  .nonnegative("Not negative.")
  .max(Number.MAX_SAFE_INTEGER, "The amount is too large.");

const currency = z
  .string("A three-letter currency code.")
  .regex(/^[A-Z]{3}$/, { message: "A three-letter currency code.", abort: true })
  .refine(isCurrencyCode, "Not a currency code this app knows.");

const country = z
  .string("A two-letter country code.")
  .regex(/^[A-Z]{2}$/, { message: "A two-letter country code.", abort: true })
  .refine((code) => code in COUNTRIES, "Not an ISO 3166 country code.")
  .refine((code) => !!COUNTRIES[code]?.chars, "This country issues no IBANs, so no creditor is from it.");

export const ZPolicyConditions = z
  .strictObject({
    amountFrom: minorUnits.optional(),
    amountTo: minorUnits.optional(),
    schemes: list(z.enum(SCHEMES, "Not a scheme."), SCHEMES.length).optional(),
    currencies: list(currency, 50).optional(),
    creditorCountries: list(country, 250).optional(),
    newCreditor: z.boolean("Yes or no.").optional(),
  })
  .refine((c) => c.amountFrom === undefined || c.amountTo === undefined || c.amountFrom <= c.amountTo, {
    message: "The lowest amount is above the highest.",
    path: ["amountTo"],
  });

const outcome = {
  approvals: z.literal([0, 1, 2, 3], "From 0 to 3 approvals."),
  /** Empty: any role that may approve drafts. */
  roles: z
    .array(z.enum(ROLES, "Not a role."), "A list of roles (empty: any approver).")
    .max(ROLES.length, `At most ${ROLES.length} roles.`)
    .refine((roles) => new Set(roles).size === roles.length, "Each role once."),
};
export const ZPolicyOutcome = z.strictObject(outcome, "Say what a draft needs when no rule matches.");

export const ZPolicyRule = z.strictObject({
  id: z.uuid("Not a rule id."),
  name: z.string("Name the rule.").trim().min(1, "Name the rule.").max(80, "At most 80 characters."),
  when: ZPolicyConditions,
  ...outcome,
});

// Duplicate names and ids are reported even while other fields are still wrong, so the editor shows every
// problem at once: the one check the confirmation rules use too.
export const ZPolicyRules = z
  .array(ZPolicyRule)
  .max(50, "At most 50 rules.")
  .superRefine(refineUniqueRules, UNIQUE_RULES_WHEN);

/** A stored version's body, as the engine re-parses it on load. */
export const ZPolicyBody = z.strictObject({ rules: ZPolicyRules, otherwise: ZPolicyOutcome });

/** The save action's input. `baseVersion` is the version the editor started from (null: none existed). */
export const ZSavePolicyInput = z.strictObject({
  baseVersion: zInt4("Not a version number.").nullable(),
  rules: ZPolicyRules,
  otherwise: ZPolicyOutcome,
  comment: z.string("Not a comment.").trim().max(500, "At most 500 characters.").optional(),
});
export type TSavePolicyInput = z.infer<typeof ZSavePolicyInput>;

/** A parsed body as the engine's policy (and the compile-time proof that the schema yields its types). */
export const toPolicy = (version: number | null, body: z.infer<typeof ZPolicyBody>): TPolicy => ({
  version,
  rules: body.rules,
  otherwise: body.otherwise,
});
