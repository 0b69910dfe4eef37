import { z } from "zod";
import { MFA_POLICIES } from "@/lib/auth/client-safe/mfa-policy";

// Client-safe: the enrolment form, the Settings policy form and their actions parse the same input.

export const ZEnrolmentCodeInput = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your authenticator app." })
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")),
});

export const ZMfaPolicyInput = z.object({
  policy: z.enum(MFA_POLICIES, { error: "Choose who must use a second factor." }),
});

export type TEnrolmentCodeInput = z.input<typeof ZEnrolmentCodeInput>;
export type TMfaPolicyInput = z.infer<typeof ZMfaPolicyInput>;

/** A wrong code is not among the results: the service refuses it as `invalid_input` on `code`. */
export type TConfirmEnrolmentResult = { outcome: "enrolled"; recoveryCodes: string[] };

/** Replacing the recovery codes: the current password, or a current code from the app (one is enough). */
export const ZRegenerateRecoveryCodesInput = z
  .object({
    password: z.string().max(1024, "That password is too long.").optional(),
    code: z.string().max(32, "Enter the 6-digit code from your authenticator app.").optional(),
  })
  .strict();

export type TRegenerateRecoveryCodesInput = z.infer<typeof ZRegenerateRecoveryCodesInput>;
