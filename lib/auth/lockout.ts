import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { notify } from "@/lib/db/notify";

// The account lock-out that sign-in, its second factor and the step-up share: the attempt that reaches
// MAX_FAILED_SIGN_INS locks the account for LOCK_MINUTES (reserveSignInAttempt in lib/db/users.ts), and
// that moment is audited once, as `auth.lockout`, in the one shape below (README.md, Security).

export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

/** A counted attempt (reserveSignInAttempt): `lockedUntil` is set when this attempt started the lock. */
export type TCountedAttempt = { failedSignIns: number; lockedUntil: Date | null };

type TLockoutContext = {
  ip?: string | null;
  requestId?: string | null;
  /** Where the lock came from when it was not the sign-in form (e.g. "step_up"). */
  via?: string;
};

/**
 * Audits the lock this failed attempt started, and tells the admins (sign_in_lockout) in the same
 * transaction: who, how many failures, until when, from where. Never the password tried, nor anything else
 * the attempt carried. Call it only when `attempt.lockedUntil` is set.
 */
export async function auditLockout(
  user: { id: string; email: string },
  attempt: TCountedAttempt,
  ctx: TLockoutContext,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await recordAudit(lockoutAudit(user, attempt, ctx), tx);
    const until = attempt.lockedUntil?.toISOString() ?? "unknown";
    await notify(tx, {
      kind: "sign_in_lockout",
      subject: `lockout:${user.id}:${until}`,
      title: `${user.email} was locked out after ${attempt.failedSignIns} failed sign-ins`,
      body: `Locked until ${until} (${ctx.via ?? "sign-in"})${ctx.ip ? `, last attempt from ${ctx.ip}` : ""}.`,
      link: "/settings",
    });
  });
}

function lockoutAudit(user: { id: string; email: string }, attempt: TCountedAttempt, ctx: TLockoutContext) {
  return {
    action: "auth.lockout",
    outcome: "success",
    actor: { id: user.id, email: user.email },
    target: `user:${user.id}`,
    ip: ctx.ip,
    requestId: ctx.requestId,
    detail: {
      failedSignIns: attempt.failedSignIns,
      lockedUntil: attempt.lockedUntil?.toISOString(),
      minutes: LOCK_MINUTES,
      ...(ctx.via ? { via: ctx.via } : {}),
    },
  } as const;
}
