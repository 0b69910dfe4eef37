import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { readMfaPolicy } from "@/lib/db/mfa-policy";
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  findUserMfa,
  unusedRecoveryCodes,
  spendRecoveryCode,
} from "@/lib/db/user-mfa";
import { logger } from "@/lib/logger";
import type { TRole } from "../client-safe/roles";
import { auditLockout, type TCountedAttempt } from "../lockout";
import { mfaKeys } from "./keys";
import { mfaRequired } from "../client-safe/mfa-policy";
import { matchRecoveryCode } from "./recovery-codes";
import { openSecret, SecretBoxError } from "./secret-box";
import { checkTotp, isTotpCode } from "./totp";

// The step of a password sign-in after the password was accepted (lib/auth/sign-in.ts calls it before it
// counts the sign-in as a success, so no session exists until this passes). An enrolled account must give
// a TOTP code or an unused recovery code; a wrong or replayed one counts toward the same lock-out as a wrong
// password: the attempt was counted before its password was checked (lib/auth/sign-in.ts), so a wrong code
// leaves it counted, and the attempt that reached the limit reports the lock. An account the policy requires to enrol and that has not is let through flagged "enrol": its
// session can reach the enrolment page only (lib/auth/current-user.ts, proxy.ts).

export type TSecondFactorFailure = "mfa_required" | "mfa_invalid" | "locked";
export type TSecondFactorOutcome =
  | { pass: true; method: "none" | "enrol" | "totp" | "recovery" }
  /** `uncounted`: not the user's failure (no code asked for yet, an unreadable secret): the attempt the
   *  password counted is given back (lib/auth/sign-in.ts). */
  | { pass: false; reason: TSecondFactorFailure; uncounted?: true };

type TAudit = (
  outcome: "success" | "failure" | "denied",
  actorId: string | null,
  detail: Record<string, unknown>,
) => Promise<void>;

export type TStepContext = {
  audit: TAudit;
  /** This sign-in's attempt, already counted on the user's row (reserveSignInAttempt). */
  attempt: TCountedAttempt;
  /** false: a TOTP code only (where the recovery codes are what is being replaced). */
  recoveryCodes?: false;
  ip?: string | null;
  requestId?: string | null;
};

type TUser = { id: string; email: string; roles: readonly string[] };

export async function secondFactorStep(
  user: TUser,
  code: string | undefined,
  ctx: TStepContext,
): Promise<TSecondFactorOutcome> {
  const mfa = await findUserMfa(user.id);
  if (!mfa?.confirmedAt) {
    const { policy } = await readMfaPolicy();
    const required = mfaRequired(policy, user.roles as TRole[]);
    return { pass: true, method: required ? "enrol" : "none" };
  }
  const given = code?.trim() ?? "";
  if (!given) {
    await ctx.audit("denied", user.id, { reason: "second_factor_required" });
    return { pass: false, reason: "mfa_required", uncounted: true };
  }

  const keys = mfaKeys();
  if (isTotpCode(given)) {
    let secret: string;
    try {
      secret = openSecret(mfa.secretBox, keys.box, user.id);
    } catch (err) {
      if (!(err instanceof SecretBoxError)) throw err;
      // MFA_ENCRYPTION_KEY changed, or the row was altered: not the user's fault, so not counted. An
      // administrator resets the factor (README.md, Security: Second factor).
      logger.error(
        { userId: user.id, reason: err.reason, requestId: ctx.requestId },
        "TOTP secret unreadable",
      );
      await ctx.audit("failure", user.id, { reason: "second_factor_unreadable", detail: err.reason });
      return { pass: false, reason: "mfa_invalid", uncounted: true };
    }
    const lastStep = mfa.lastStep === null ? null : Number(mfa.lastStep);
    const check = checkTotp(secret, given, { lastStep });
    if (check.ok && (await claimTotpStep(user.id, check.step))) return { pass: true, method: "totp" };
    return fail(user, ctx, check.ok || check.reason === "replayed" ? "replayed_code" : "wrong_code");
  }
  if (ctx.recoveryCodes === false) return fail(user, ctx, "wrong_code");
  const id = matchRecoveryCode(given, await unusedRecoveryCodes(user.id), keys.recoveryPepper);
  if (id && (await spendRecoveryCode(id))) {
    await recordAudit({
      action: "auth.mfa.recovery_code_used",
      outcome: "success",
      actor: { id: user.id, email: user.email },
      target: `user:${user.email}`,
      ip: ctx.ip,
      requestId: ctx.requestId,
      detail: { left: await countUnusedRecoveryCodes(user.id) },
    });
    return { pass: true, method: "recovery" };
  }
  return fail(user, ctx, "wrong_recovery_code");
}

async function fail(user: TUser, ctx: TStepContext, reason: string): Promise<TSecondFactorOutcome> {
  await ctx.audit("failure", user.id, { reason, failedSignIns: ctx.attempt.failedSignIns });
  if (!ctx.attempt.lockedUntil) return { pass: false, reason: "mfa_invalid" };
  await auditLockout(user, ctx.attempt, ctx);
  return { pass: false, reason: "locked" };
}
