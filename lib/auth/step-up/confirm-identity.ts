import "server-only";
import { recordAudit } from "@/lib/db/audit";
import type { Prisma } from "@/lib/db/generated/client";
import { findUserMfa } from "@/lib/db/user-mfa";
import { findUserById } from "@/lib/db/users";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { TConfirmIdentityInput, TStepUpStatus } from "@/lib/domain/users/step-up";
import { checkProof } from "./proof-check";
import { recordStepUp, sessionStepUpStatus, type TSessionToken } from "./session-step-up";

type TCtx = { user: { id: string }; token: TSessionToken; ip: string | null; requestId: string | null };

const WRONG = { password: "The password is not right.", code: "The code is not right." };

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
 * that has one, each try counted as a sign-in attempt is (proof-check.ts). Audited as `auth.step_up`.
 * SSO accounts have no password here: they sign in again at the identity provider.
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

  const proof = method === "code" ? { code: given } : { password: given };
  await checkProof(user, proof, { ...ctx, via: "step_up", wrong: WRONG }, (outcome, detail) =>
    audit(outcome, { method, ...detail }),
  );
  const fresh = await recordStepUp(ctx.token);
  await audit(fresh.freshUntil ? "success" : "failure", {
    method,
    ...(fresh.freshUntil ? {} : { reason: "session_ended" }),
  });
  if (!fresh.freshUntil) throw new AppError("unauthenticated");
  return { method, idp: null, ...fresh };
}
