import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/db/audit";
import { findUserByEmail, normaliseEmail, recordFailedSignIn, recordSuccessfulSignIn } from "@/lib/db/users";
import { secondFactorStep, type TSecondFactorFailure } from "./mfa/second-factor-step";
import { burnPasswordCheck, verifyPassword } from "./password";
import { isRole, type TRole } from "./roles";

export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

export const ZCredentials = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  // Bounded so a megabyte "password" cannot tie up the hash function.
  password: z.string().min(1).max(1024),
  // The second factor, asked for once the password is accepted: a TOTP code or a recovery code.
  code: z.string().max(64).optional(),
});

export type TSignInFailure = "invalid" | "locked" | "disabled" | TSecondFactorFailure;
export type TSignInResult =
  | { ok: true; user: { id: string; email: string; name: string; roles: TRole[]; mfaEnrol?: boolean } }
  | { ok: false; reason: TSignInFailure };

type TMeta = { ip?: string | null; requestId?: string | null };

/**
 * Email and password sign-in with lock-out. An unknown email and a wrong password answer alike (same
 * message, same time). A locked account is refused without checking the password, so guessing cannot
 * continue during the lock; a disabled account is only revealed to someone who knows its password.
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

  const user = await findUserByEmail(email);
  if (!user || !user.passwordHash) {
    await burnPasswordCheck(password);
    await audit("failure", null, { reason: user ? "no_password" : "unknown_email" });
    return { ok: false, reason: "invalid" };
  }
  if (user.lockedUntil && user.lockedUntil > new Date()) {
    await audit("denied", user.id, { reason: "locked", lockedUntil: user.lockedUntil.toISOString() });
    return { ok: false, reason: "locked" };
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const { failedSignIns, lockedUntil } = await recordFailedSignIn(
      user.id,
      MAX_FAILED_SIGN_INS,
      LOCK_MINUTES,
    );
    await audit("failure", user.id, { reason: "wrong_password", failedSignIns });
    if (lockedUntil) {
      await recordAudit({
        action: "auth.lockout",
        outcome: "success",
        actor: { id: user.id, email: user.email },
        target: `user:${user.id}`,
        ip: meta.ip,
        requestId: meta.requestId,
        detail: { failedSignIns, lockedUntil: lockedUntil.toISOString(), minutes: LOCK_MINUTES },
      });
      return { ok: false, reason: "locked" };
    }
    return { ok: false, reason: "invalid" };
  }
  if (user.disabled) {
    await audit("denied", user.id, { reason: "disabled" });
    return { ok: false, reason: "disabled" };
  }
  // Before the success is counted (which clears the failure count): lib/auth/mfa/second-factor-step.ts.
  const second = await secondFactorStep(user, parsed.data.code, {
    ...meta,
    audit,
    maxFailures: MAX_FAILED_SIGN_INS,
    lockMinutes: LOCK_MINUTES,
  });
  if (!second.pass) return { ok: false, reason: second.reason };
  await recordSuccessfulSignIn(user.id);
  await audit("success", user.id, { secondFactor: second.method });
  const roles = user.roles.filter(isRole);
  const mfaEnrol = second.method === "enrol" ? { mfaEnrol: true } : {};
  return { ok: true, user: { id: user.id, email: user.email, name: user.name, roles, ...mfaEnrol } };
}
