import type { TRole } from "@/lib/auth/client-safe/roles";
import type { TInitiationScheme } from "./fields";
import { describeRequirement, describeRoles } from "./policy-words";

// Client-safe. The approval policy of payment drafts (issue 16): admin-managed, ordered, versioned, like the
// confirmation rules. The first rule whose every condition holds decides how many approvals a draft needs and
// from which roles; no match takes `otherwise`. The admin's editor runs it in the browser as a preview, and
// the server runs it before every approval and again at submission, so both read this one function.

export type TApprovalCount = 0 | 1 | 2 | 3;

export type TPolicyOutcome = {
  approvals: TApprovalCount;
  /** An approver must hold at least one; empty: any role that may approve drafts (the action's permission). */
  roles: TRole[];
};

export type TPolicyConditions = {
  /** Minor units of the draft's own currency (EUR cents: initiation is EUR only), both bounds inclusive. */
  amountFrom?: number;
  amountTo?: number;
  schemes?: TInitiationScheme[];
  currencies?: string[];
  /** ISO 3166 alpha-2: the country of the creditor's IBAN (its first two letters). */
  creditorCountries?: string[];
  /** true: only when the creditor IBAN was never paid before; false: only when it was; absent: either. */
  newCreditor?: boolean;
};

export type TPolicyRule = TPolicyOutcome & {
  /** Stable across versions, so a draft's history can say which rule decided. */
  id: string;
  name: string;
  /** No condition at all matches every draft (a catch-all; place it last). */
  when: TPolicyConditions;
};

export type TPolicy = {
  /** null: no policy saved yet. */
  version: number | null;
  rules: TPolicyRule[];
  otherwise: TPolicyOutcome;
};

/** Until an admin saves a policy, every draft needs one approval from another person (issue 16). */
export const DEFAULT_POLICY: TPolicy = { version: null, rules: [], otherwise: { approvals: 1, roles: [] } };

/** What is known of a draft when the policy runs, all of it from the draft itself and the payment history. */
export type TDraftFacts = {
  amountMinor: bigint | number;
  currency: string;
  scheme: TInitiationScheme;
  creditorCountry: string;
  newCreditor: boolean;
};

/** What a draft needs, kept with it: the version and rule say why, and `words` say it to a person. */
export type TRequirement = TPolicyOutcome & {
  version: number | null;
  ruleId: string | null;
  ruleName: string | null;
  words: string;
};

const holds = (w: TPolicyConditions, f: TDraftFacts): boolean =>
  // bigint and number compare exactly in JavaScript, so a bigint amount needs no conversion.
  (w.amountFrom === undefined || f.amountMinor >= w.amountFrom) &&
  (w.amountTo === undefined || f.amountMinor <= w.amountTo) &&
  (w.schemes === undefined || w.schemes.includes(f.scheme)) &&
  (w.currencies === undefined || w.currencies.includes(f.currency.toUpperCase())) &&
  (w.creditorCountries === undefined || w.creditorCountries.includes(f.creditorCountry.toUpperCase())) &&
  (w.newCreditor === undefined || w.newCreditor === f.newCreditor);

/**
 * The requirement for one draft. A requirement of 0 approvals is met at once: the draft is submitted on
 * creation, by the maker, with nobody else's approval (the admin chose that for the drafts the rule matches).
 */
export function evaluatePolicy(policy: TPolicy, facts: TDraftFacts): TRequirement {
  const rule = policy.rules.find((r) => holds(r.when, facts)) ?? null;
  const outcome = rule ?? policy.otherwise;
  const requirement = {
    version: policy.version,
    ruleId: rule?.id ?? null,
    ruleName: rule?.name ?? null,
    approvals: outcome.approvals,
    roles: [...outcome.roles],
  };
  return { ...requirement, words: describeRequirement(requirement) };
}

// Separation of people. The platform's own four-eyes rule only sees two API clients, and Countersign holds
// both, so who may approve is decided here, by person. The records are read defensively: an approval that
// breaks a rule (the maker's, a second one by the same person, a role the requirement does not accept) never
// counts, whatever wrote it.

/** One recorded approval; `roles` as the approver held them when approving (what the audit shows). */
export type TDraftApproval = { userId: string; roles: readonly TRole[] };
export type TDraftApprovals = { makerId: string; approvals: readonly TDraftApproval[] };
export type TApprovalVerdict =
  { ok: true } | { ok: false; reason: "maker" | "already_approved" | "role" | "complete"; message: string };

const fits = (requirement: TPolicyOutcome, roles: readonly TRole[]) =>
  requirement.roles.length === 0 || roles.some((role) => requirement.roles.includes(role));

/** The approvals that count: from distinct people other than the maker, each holding a required role. */
export function countedApprovals(requirement: TPolicyOutcome, draft: TDraftApprovals): number {
  const people = new Set<string>();
  for (const a of draft.approvals) {
    if (a.userId !== draft.makerId && fits(requirement, a.roles)) people.add(a.userId);
  }
  return people.size;
}

export const requirementMet = (requirement: TPolicyOutcome, draft: TDraftApprovals): boolean =>
  countedApprovals(requirement, draft) >= requirement.approvals;

/** Whether `candidate` may approve the draft now. The person checks come first: they are what is audited. */
export function approvalVerdict(
  requirement: TPolicyOutcome,
  draft: TDraftApprovals,
  candidate: { id: string; roles: readonly TRole[] },
): TApprovalVerdict {
  if (candidate.id === draft.makerId) {
    return { ok: false, reason: "maker", message: "You made this draft: another person must approve it." };
  }
  if (draft.approvals.some((a) => a.userId === candidate.id)) {
    const message = "You have approved this draft already: each approval comes from a different person.";
    return { ok: false, reason: "already_approved", message };
  }
  if (!fits(requirement, candidate.roles)) {
    const message = `This draft needs its approvals from ${describeRoles(requirement.roles)}.`;
    return { ok: false, reason: "role", message };
  }
  if (requirementMet(requirement, draft)) {
    return { ok: false, reason: "complete", message: "This draft has every approval it needs." };
  }
  return { ok: true };
}
