"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { guardAction } from "@/lib/auth/guard-action";
import { liftEnrolmentRestriction } from "@/lib/auth/mfa/enrolment-session";
import { guardEnrolmentAction } from "@/lib/auth/mfa/guard-enrolment-action";
import { ZEnrolmentCodeInput, ZMfaPolicyInput, ZRegenerateRecoveryCodesInput } from "@/lib/domain/users/mfa";
import { ZUserIdInput } from "@/lib/domain/users/users";
import { AppError } from "@/lib/errors/app-error";
import { confirmEnrolment } from "@/lib/services/mfa/confirm-enrolment";
import { hasConfirmedMfa } from "@/lib/services/mfa/enrolment-status";
import { regenerateRecoveryCodes } from "@/lib/services/mfa/regenerate-recovery-codes";
import { resetUserMfa } from "@/lib/services/mfa/reset-user-mfa";
import { saveMfaPolicy } from "@/lib/services/mfa/save-mfa-policy";

export const confirmEnrolmentAction = guardEnrolmentAction(
  "confirmEnrolment",
  ZEnrolmentCodeInput,
  // The session stays as it is here: a new cookie would re-render the page before the recovery codes
  // were read. finishEnrolmentAction lifts the restriction once they have been.
  async ({ code }, ctx) => confirmEnrolment(code, ctx),
);

export const finishEnrolmentAction = guardEnrolmentAction(
  "finishEnrolment",
  z.object({}),
  async (_input, ctx) => {
    if (!ctx.session.restricted) return { lifted: false };
    if (!(await hasConfirmedMfa(ctx.user.id)))
      throw new AppError("conflict", "Set up your second factor first.");
    // The session that could only enrol becomes a full one (same sign-in time, same absolute limit).
    await liftEnrolmentRestriction();
    return { lifted: true };
  },
);

/** The second-factor page: new recovery codes for the caller, with the password or a current code. */
export const regenerateRecoveryCodesAction = guardEnrolmentAction(
  "regenerateRecoveryCodes",
  ZRegenerateRecoveryCodesInput,
  async (input, ctx) => regenerateRecoveryCodes(input, ctx),
);

export const resetUserMfaAction = guardAction(
  "resetUserMfa",
  "users.manage",
  ZUserIdInput,
  async ({ userId }, ctx) => {
    const result = await resetUserMfa(userId, ctx);
    revalidatePath("/settings");
    return result;
  },
  { stepUp: true },
);

export const saveMfaPolicyAction = guardAction(
  "saveMfaPolicy",
  "users.manage",
  ZMfaPolicyInput,
  async ({ policy }, ctx) => {
    const result = await saveMfaPolicy(policy, ctx);
    revalidatePath("/settings");
    return { policy, ...result };
  },
  { stepUp: true },
);
