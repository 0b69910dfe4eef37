import { z } from "zod";

// Client-safe: the step-up check (README.md, Security: Step-up) and what the browser is told about it.

/** A password (password accounts) or a TOTP / recovery code (accounts with a second factor). */
export const ZConfirmIdentityInput = z
  .object({
    // Bounded like the sign-in form's, so a megabyte "password" cannot tie up the hash function.
    password: z.string().max(1024).optional(),
    code: z.string().max(64).optional(),
  })
  .strict();
export type TConfirmIdentityInput = z.input<typeof ZConfirmIdentityInput>;

/**
 * `method`: what this account confirms with: its password, a second-factor code, or (SSO accounts, which
 * have no password here) signing in again at the identity provider named `idp`. `freshUntil`: until when
 * the last check counts (ISO time), null when a check is needed now.
 */
export type TStepUpStatus = {
  method: "password" | "code" | "sso";
  idp: string | null;
  freshUntil: string | null;
};
