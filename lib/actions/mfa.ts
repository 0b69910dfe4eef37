"use server";

import { revalidatePath } from "next/cache";
import { guardAction } from "@/lib/auth/guard-action";
import { liftEnrolmentRestriction } from "@/lib/auth/mfa/enrolment-session";
import { guardEnrolmentAction } from "@/lib/auth/mfa/guard-enrolment-action";
import { ZEnrolmentCodeInput, ZMfaPolicyInput } from "@/lib/schemas/mfa";
import { ZUserIdInput } from "@/lib/schemas/users";
import { confirmEnrolment } from "@/lib/services/mfa/confirm-enrolment";
import { resetUserMfa } from "@/lib/services/mfa/reset-user-mfa";
import { saveMfaPolicy } from "@/lib/services/mfa/save-mfa-policy";

export const confirmEnrolmentAction = guardEnrolmentAction(
  "confirmEnrolment",
  ZEnrolmentCodeInput,
  async ({ code }, ctx) => {
    const result = await confirmEnrolment(code, ctx);
    // The session that could only enrol becomes a full one (same sign-in time, same absolute limit).
    if (result.outcome === "enrolled" && ctx.session.restricted) await liftEnrolmentRestriction();
    return result;
  },
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
);
