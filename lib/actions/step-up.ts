"use server";

import { z } from "zod";
import { currentSession } from "@/lib/auth/current-user";
import { guardAction } from "@/lib/auth/guard-action";
import { confirmIdentity, stepUpStatus } from "@/lib/auth/step-up/confirm-identity";
import { renewSessionStepUp } from "@/lib/auth/step-up/session-step-up";
import { ZConfirmIdentityInput } from "@/lib/domain/users/step-up";

// The step-up check (README.md, Security: Step-up) for any signed-in user: money-moving actions refuse
// with `step_up_required` until it is made, and the dialog that was refused asks for it in place.

/** The session cookie of this request (the guard has just read it; cached per request). */
async function token() {
  return (await currentSession())?.token ?? {};
}

/** Confirms it is you with your password or a second-factor code; counted like a sign-in attempt. */
export const confirmIdentityAction = guardAction(
  "confirmIdentity",
  "account.sessions",
  ZConfirmIdentityInput,
  async (input, ctx) => confirmIdentity(input, { ...ctx, token: await token() }),
);

/** How this account confirms, and until when its last check counts (the Instant queue's timing). */
export const stepUpStatusAction = guardAction(
  "stepUpStatus",
  "account.sessions",
  z.object({}).strict(),
  async (_input, ctx) => stepUpStatus({ user: ctx.user, token: await token() }),
);

/**
 * The Instant queue's heartbeat while it is open and visible: slides a check that still counts to now,
 * never renews a lapsed one (lib/db/session-step-up.ts).
 */
export const renewStepUpAction = guardAction(
  "renewStepUp",
  "account.sessions",
  z.object({}).strict(),
  async () => renewSessionStepUp(await token()),
);
