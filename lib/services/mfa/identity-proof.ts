import "server-only";
import { mfaKeys } from "@/lib/auth/mfa/keys";
import { openSecret } from "@/lib/auth/mfa/secret-box";
import { checkTotp } from "@/lib/auth/mfa/totp";
import { verifyPassword } from "@/lib/auth/password";
import { LOCK_MINUTES, MAX_FAILED_SIGN_INS } from "@/lib/auth/sign-in";
import { takeSignInLimits } from "@/lib/auth/sign-in-limits";
import { claimTotpStep } from "@/lib/db/user-mfa";
import { normaliseEmail, reserveSignInAttempt, unlockUser } from "@/lib/db/users";
import { AppError } from "@/lib/errors/app-error";

// "Prove it is you" inside a signed-in session, before a change to the account's own second factor: the
// current password, or a current code from the authenticator app (never a recovery code: those are what is
// being replaced). Each try is counted as a sign-in attempt is, before anything is checked (the limits per
// address and account, then the account's lock-out), so whoever holds an open session gets no unlimited
// password or code oracle from this form (README.md, Security: Second factor).

export type TProofUser = { id: string; email: string; passwordHash: string | null };
export type TProofMfa = { secretBox: string; lastStep: bigint | null };
export type TProofAudit = (
  outcome: "failure" | "denied",
  detail: Record<string, string | number>,
) => Promise<void>;

const LOCKED = "Too many failed attempts. Your account is locked for now; try again later.";
const WRONG_PASSWORD = "That password is not right.";
const WRONG_CODE = "That code does not match. Type the newest code from your authenticator app.";

/** Resolves to the method that proved it; throws an AppError (field message or refusal), audited. */
export async function proveIdentity(
  user: TProofUser,
  mfa: TProofMfa,
  input: { password?: string; code?: string },
  ctx: { ip: string | null },
  audit: TProofAudit,
): Promise<"password" | "totp"> {
  const code = input.code?.replace(/\s+/g, "") ?? "";
  const method = code ? "totp" : "password";
  if (!code && !input.password) {
    const message = "Enter your password or a code from your authenticator app.";
    throw new AppError("invalid_input", message, { fieldErrors: { password: message } });
  }
  const limits = await takeSignInLimits(normaliseEmail(user.email), ctx.ip);
  if (!limits.ok) {
    await audit("denied", { method, reason: limits.reason });
    throw new AppError("forbidden", "Too many failed attempts. Wait a while and try again.");
  }
  const attempt = await reserveSignInAttempt(user.id, MAX_FAILED_SIGN_INS, LOCK_MINUTES);
  if (attempt.refused) {
    await audit("denied", { method, reason: "locked" });
    throw new AppError("forbidden", LOCKED);
  }

  const ok =
    method === "totp"
      ? await totpHolds(user.id, mfa, code)
      : !!user.passwordHash && (await verifyPassword(input.password!, user.passwordHash));
  if (!ok) {
    await audit("failure", {
      method,
      reason: method === "totp" ? "wrong_code" : "wrong_password",
      failedSignIns: attempt.failedSignIns,
    });
    if (attempt.lockedUntil) throw new AppError("forbidden", LOCKED);
    const [field, message] = method === "totp" ? ["code", WRONG_CODE] : ["password", WRONG_PASSWORD];
    throw new AppError("invalid_input", message, { fieldErrors: { [field]: message } });
  }
  // As a successful sign-in does: the count starts again.
  await unlockUser(user.id);
  await limits.giveBack();
  return method;
}

/** A right code of a step not used before (claimed, so it cannot then also sign in). */
async function totpHolds(userId: string, mfa: TProofMfa, code: string): Promise<boolean> {
  const secret = openSecret(mfa.secretBox, mfaKeys().box, userId);
  const lastStep = mfa.lastStep === null ? null : Number(mfa.lastStep);
  const check = checkTotp(secret, code, { lastStep });
  return check.ok && (await claimTotpStep(userId, check.step));
}
