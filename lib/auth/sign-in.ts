import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/db/audit";
import {
  findUserByEmail,
  giveBackSignInAttempt,
  normaliseEmail,
  recordSuccessfulSignIn,
  reserveSignInAttempt,
} from "@/lib/db/users";
import { secondFactorStep, type TSecondFactorFailure } from "./mfa/second-factor-step";
import { burnPasswordCheck, verifyPassword } from "./password";
import { isRole, type TRole } from "./client-safe/roles";
import { auditLockout, LOCK_MINUTES, MAX_FAILED_SIGN_INS } from "./lockout";
import { takeSignInLimits } from "./sign-in-limits";

export { LOCK_MINUTES, MAX_FAILED_SIGN_INS };

export const ZCredentials = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  // Bounded so a megabyte "password" cannot tie up the hash function.
  password: z.string().min(1).max(1024),
  // The second factor, asked for once the password is accepted: a TOTP code or a recovery code.
  code: z.string().max(64).optional(),
});

export type TSignInFailure = "invalid" | "locked" | "disabled" | "throttled" | TSecondFactorFailure;
export type TSignInResult =
  | { ok: true; user: { id: string; email: string; name: string; roles: TRole[]; mfaEnrol?: boolean } }
  | { ok: false; reason: TSignInFailure };

type TMeta = { ip?: string | null; requestId?: string | null };

/**
 * Email and password sign-in with lock-out. An unknown email and a wrong password answer alike (same
 * message, same time). Every attempt is counted before its password is checked: first against the limits
 * per source address and per account (sign-in-limits.ts), then on the user's row (reserveSignInAttempt),
 * so guesses sent at once cannot all be checked before the lock takes effect. A locked account is refused
 * without checking the password; a disabled account is only revealed to someone who knows its password.
 */
export async function signInWithPassword(input: unknown, meta: TMeta = {}): Promise<TSignInResult> {
  const parsed = ZCredentials.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const { email, password } = parsed.data;
  const audit = (
    outcome: "success" | "failure" | "denied",
    actorId: string | null,
    detail: Record<string, unknown>,
  ) =>
    recordAudit({
      action: "auth.sign_in",
      outcome,
      actor: { id: actorId, email: normaliseEmail(email) },
      ip: meta.ip,
      requestId: meta.requestId,
      detail: { method: "password", ...detail },
    });

  const limits = await takeSignInLimits(normaliseEmail(email), meta.ip);
  if (!limits.ok) {
    await audit("denied", null, { reason: limits.reason, retryAfterSeconds: limits.retryAfterSeconds });
    return { ok: false, reason: "throttled" };
  }

  const user = await findUserByEmail(email);
  if (!user || !user.passwordHash) {
    await burnPasswordCheck(password);
    await audit("failure", null, { reason: user ? "no_password" : "unknown_email" });
    return { ok: false, reason: "invalid" };
  }
  const attempt = await reserveSignInAttempt(user.id, MAX_FAILED_SIGN_INS, LOCK_MINUTES);
  if (attempt.refused) {
    await audit("denied", user.id, { reason: "locked", lockedUntil: attempt.lockedUntil?.toISOString() });
    return { ok: false, reason: "locked" };
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    // Already counted; the attempt that reached the limit started the lock.
    const { failedSignIns, lockedUntil } = attempt;
    await audit("failure", user.id, { reason: "wrong_password", failedSignIns });
    if (!lockedUntil) return { ok: false, reason: "invalid" };
    await auditLockout(user, attempt, meta);
    return { ok: false, reason: "locked" };
  }
  if (user.disabled) {
    await audit("denied", user.id, { reason: "disabled" });
    return { ok: false, reason: "disabled" };
  }
  // Before the success is counted (which clears the failure count): lib/auth/mfa/second-factor-step.ts.
  const second = await secondFactorStep(user, parsed.data.code, { ...meta, audit, attempt });
  if (!second.pass) {
    // The right password with no code yet is the first half of a normal sign-in, not a failure.
    if (second.uncounted) await giveBackSignInAttempt(user.id, MAX_FAILED_SIGN_INS);
    return { ok: false, reason: second.reason };
  }
  await recordSuccessfulSignIn(user.id);
  await limits.giveBack();
  await audit("success", user.id, { secondFactor: second.method });
  const roles = user.roles.filter(isRole);
  const mfaEnrol = second.method === "enrol" ? { mfaEnrol: true } : {};
  return { ok: true, user: { id: user.id, email: user.email, name: user.name, roles, ...mfaEnrol } };
}
