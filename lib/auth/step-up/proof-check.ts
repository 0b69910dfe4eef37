import "server-only";
import { giveBackSignInAttempt, normaliseEmail, reserveSignInAttempt, unlockUser } from "@/lib/db/users";
import { AppError } from "@/lib/errors/app-error";
import { auditLockout, LOCK_MINUTES, MAX_FAILED_SIGN_INS } from "../lockout";
import { secondFactorStep } from "../mfa/second-factor-step";
import { verifyPassword } from "../password";
import { takeSignInLimits } from "../sign-in-limits";

// "Prove it is you" inside a signed-in session: the step-up (confirm-identity.ts) and the check before a
// user replaces their own recovery codes (lib/services/mfa/identity-proof.ts). Each try is counted exactly
// as a sign-in attempt is (the limits per address and account, then the account's lock-out, both before
// anything is checked), so whoever holds an open session gets no unlimited password or code oracle; a
// wrong answer keeps its count and can lock the account, and a right one clears it (README.md, Security).

export type TProof = { password: string } | { code: string; recoveryCodes?: false };
export type TProofUser = { id: string; email: string; roles: readonly string[]; passwordHash: string | null };
/** Writes the caller's own audit row (its action, with its `method` label) for a refusal. */
export type TProofAudit = (
  outcome: "success" | "failure" | "denied",
  detail: Record<string, unknown>,
) => Promise<void>;
type TProofContext = {
  ip: string | null;
  requestId: string | null;
  /** Named on the `auth.lockout` row a wrong password starts. */
  via: string;
  /** The field messages for a wrong password and a wrong code. */
  wrong: { password: string; code: string };
};

const LOCKED = "Too many failed attempts. Your account is locked for now; try again later.";

/** Resolves when the proof holds; otherwise throws an AppError (a field message or a refusal), audited. */
export async function checkProof(
  user: TProofUser,
  proof: TProof,
  ctx: TProofContext,
  audit: TProofAudit,
): Promise<void> {
  const limits = await takeSignInLimits(normaliseEmail(user.email), ctx.ip);
  if (!limits.ok) {
    await audit("denied", { reason: limits.reason, retryAfterSeconds: limits.retryAfterSeconds });
    throw new AppError("forbidden", "Too many failed attempts. Wait a while and try again.");
  }
  const attempt = await reserveSignInAttempt(user.id, MAX_FAILED_SIGN_INS, LOCK_MINUTES);
  if (attempt.refused) {
    await audit("denied", { reason: "locked", lockedUntil: attempt.lockedUntil?.toISOString() });
    throw new AppError("forbidden", LOCKED);
  }

  if ("password" in proof) {
    if (!user.passwordHash || !(await verifyPassword(proof.password, user.passwordHash))) {
      await audit("failure", { reason: "wrong_password", failedSignIns: attempt.failedSignIns });
      if (attempt.lockedUntil) await auditLockout(user, attempt, ctx);
      throw wrong(attempt.lockedUntil, "password", ctx.wrong.password);
    }
  } else {
    const second = await secondFactorStep(user, proof.code, {
      audit: (outcome, _actor, detail) => audit(outcome, detail),
      attempt,
      recoveryCodes: proof.recoveryCodes,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    if (!second.pass) {
      if (second.uncounted) await giveBackSignInAttempt(user.id, MAX_FAILED_SIGN_INS);
      throw wrong(second.reason === "locked" ? new Date() : null, "code", ctx.wrong.code);
    }
    if (second.method !== "totp" && second.method !== "recovery") {
      // No factor to check (reset by an administrator since the caller looked): a code proves nothing.
      await giveBackSignInAttempt(user.id, MAX_FAILED_SIGN_INS);
      await audit("failure", { reason: "no_second_factor" });
      throw new AppError("conflict", "This account has no second factor any more. Reload the page.");
    }
  }
  // As a successful sign-in does: the count starts again.
  await unlockUser(user.id);
  await limits.giveBack();
}

function wrong(lockedUntil: Date | null, field: string, message: string): AppError {
  if (lockedUntil) return new AppError("forbidden", LOCKED);
  return new AppError("invalid_input", message, { fieldErrors: { [field]: message } });
}
