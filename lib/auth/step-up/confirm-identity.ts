import "server-only";
import { recordAudit } from "@/lib/db/audit";
import type { Prisma } from "@/lib/db/generated/client";
import { findUserMfa } from "@/lib/db/user-mfa";
import {
  findUserById,
  giveBackSignInAttempt,
  normaliseEmail,
  reserveSignInAttempt,
  unlockUser,
} from "@/lib/db/users";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { TConfirmIdentityInput, TStepUpStatus } from "@/lib/schemas/step-up";
import { secondFactorStep } from "../mfa/second-factor-step";
import { verifyPassword } from "../password";
import { LOCK_MINUTES, MAX_FAILED_SIGN_INS } from "../sign-in";
import { takeSignInLimits } from "../sign-in-limits";
import { recordStepUp, sessionStepUpStatus, type TSessionToken } from "./session-step-up";

type TCtx = { user: { id: string }; token: TSessionToken; ip: string | null; requestId: string | null };

const LOCKED = "Too many failed attempts. Your account is locked for now; try again later.";

/** How this account confirms, and until when its last check counts. */
export async function stepUpStatus(ctx: Omit<TCtx, "ip" | "requestId">): Promise<TStepUpStatus> {
  const [user, mfa, fresh] = await Promise.all([
    findUserById(ctx.user.id),
    findUserMfa(ctx.user.id),
    sessionStepUpStatus(ctx.token),
  ]);
  const method = !user?.passwordHash ? "sso" : mfa?.confirmedAt ? "code" : "password";
  return { method, idp: method === "sso" ? env.OIDC_DISPLAY_NAME : null, ...fresh };
}

/**
 * The step-up check (README.md, Security: Step-up): the password, or the second factor for an account
 * that has one. Each try is counted exactly as a sign-in attempt is (the limits per address and account,
 * then the account's lock-out, both before anything is checked), so this is no unlimited password oracle
 * for whoever holds an open session; a wrong answer keeps its count and can lock the account. Audited as
 * `auth.step_up`. SSO accounts have no password here: they sign in again at the identity provider.
 */
export async function confirmIdentity(input: TConfirmIdentityInput, ctx: TCtx): Promise<TStepUpStatus> {
  const user = await findUserById(ctx.user.id);
  if (!user) throw new AppError("unauthenticated");
  const audit = (outcome: "success" | "failure" | "denied", detail: Record<string, unknown>) =>
    recordAudit({
      action: "auth.step_up",
      outcome,
      actor: { id: user.id, email: user.email },
      ip: ctx.ip,
      requestId: ctx.requestId,
      detail: detail as Prisma.InputJsonObject,
    });
  if (!user.passwordHash) {
    await audit("denied", { reason: "sso_account" });
    throw new AppError("forbidden", `Sign in again with ${env.OIDC_DISPLAY_NAME} to confirm it is you.`);
  }
  const mfa = await findUserMfa(user.id);
  const method = mfa?.confirmedAt ? "code" : "password";
  const given = (method === "code" ? input.code?.trim() : input.password) ?? "";
  if (!given) {
    const message = method === "code" ? "Enter a code from your authenticator." : "Enter your password.";
    throw new AppError("invalid_input", message, { fieldErrors: { [method]: message } });
  }

  const limits = await takeSignInLimits(normaliseEmail(user.email), ctx.ip);
  if (!limits.ok) {
    await audit("denied", { method, reason: limits.reason, retryAfterSeconds: limits.retryAfterSeconds });
    throw new AppError("forbidden", "Too many failed attempts. Wait a while and try again.");
  }
  const attempt = await reserveSignInAttempt(user.id, MAX_FAILED_SIGN_INS, LOCK_MINUTES);
  if (attempt.refused) {
    await audit("denied", { method, reason: "locked", lockedUntil: attempt.lockedUntil?.toISOString() });
    throw new AppError("forbidden", LOCKED);
  }

  if (method === "password") {
    if (!(await verifyPassword(given, user.passwordHash))) {
      await audit("failure", { method, reason: "wrong_password", failedSignIns: attempt.failedSignIns });
      if (attempt.lockedUntil) await auditLockout(user, attempt, ctx);
      throw wrong(attempt.lockedUntil, "password", "The password is not right.");
    }
  } else {
    const second = await secondFactorStep(user, given, {
      audit: (outcome, _actor, detail) => audit(outcome, { method, ...detail }),
      attempt,
      lockMinutes: LOCK_MINUTES,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    if (!second.pass) {
      if (second.uncounted) await giveBackSignInAttempt(user.id, MAX_FAILED_SIGN_INS);
      throw wrong(second.reason === "locked" ? new Date() : null, "code", "The code is not right.");
    }
  }
  // A success clears the count, as a successful sign-in does.
  await unlockUser(user.id);
  await limits.giveBack();
  const fresh = await recordStepUp(ctx.token);
  await audit(fresh.freshUntil ? "success" : "failure", {
    method,
    ...(fresh.freshUntil ? {} : { reason: "session_ended" }),
  });
  if (!fresh.freshUntil) throw new AppError("unauthenticated");
  return { method, idp: null, ...fresh };
}

function wrong(lockedUntil: Date | null, field: string, message: string): AppError {
  if (lockedUntil) return new AppError("forbidden", LOCKED);
  return new AppError("invalid_input", message, { fieldErrors: { [field]: message } });
}

function auditLockout(
  user: { id: string; email: string },
  attempt: { failedSignIns: number; lockedUntil: Date | null },
  ctx: TCtx,
) {
  return recordAudit({
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
      via: "step_up",
    },
  });
}
