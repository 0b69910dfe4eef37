import { can, type TPermission } from "./permissions";
import { ROLES, type TRole } from "./roles";

// Client-safe: Settings shows the policy and which roles it covers; sign-in applies it
// (lib/auth/mfa/second-factor-step.ts). README.md, Security: Second factor.

export const MFA_POLICIES = ["all", "money", "optional"] as const;
export type TMfaPolicy = (typeof MFA_POLICIES)[number];

/** Until an administrator saves a policy. The development seed saves "optional" (prisma/seed.ts). */
export const DEFAULT_MFA_POLICY: TMfaPolicy = "money";

/**
 * The permissions that move money, release it, or decide who and what may: approving payments, answering
 * Instant payments and cancellations, transfers, ledger postings and closures, restriction-order decisions,
 * and the two that hand those powers out (user roles, and the confirmation rules that answer Instant
 * payments unattended). An account without any of them only reads.
 */
export const MONEY_PERMISSIONS = [
  "payments.approve",
  "instant.decide",
  "cancellations.respond",
  "liquidity.transfer",
  "ledger.post",
  "ledger.close_account",
  "restrictions.decide",
  "users.manage",
  "rules.manage",
] as const satisfies readonly TPermission[];

/** Derived from the permission table, so a permission given to another role brings that role in. */
export const MONEY_ROLES: readonly TRole[] = ROLES.filter((role) =>
  MONEY_PERMISSIONS.some((permission) => can([role], permission)),
);

export function isMfaPolicy(value: unknown): value is TMfaPolicy {
  return typeof value === "string" && (MFA_POLICIES as readonly string[]).includes(value);
}

/** Whether a password account with these roles must have a second factor under `policy`. */
export function mfaRequired(policy: TMfaPolicy, roles: readonly TRole[]): boolean {
  if (policy === "all") return true;
  if (policy === "money") return roles.some((role) => MONEY_ROLES.includes(role));
  return false;
}
