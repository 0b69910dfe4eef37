import "server-only";
import { checkProof, type TProofAudit, type TProofUser } from "@/lib/auth/step-up/proof-check";
import { AppError } from "@/lib/errors/app-error";

// "Prove it is you" before a change to the account's own second factor: the current password, or a
// current code from the authenticator app (never a recovery code: those are what is being replaced).
// The check and its counting are the step-up's (lib/auth/step-up/proof-check.ts), so this form is no
// unlimited password or code oracle either (README.md, Security: Second factor).

export type { TProofUser };

const WRONG = {
  password: "That password is not right.",
  code: "That code does not match. Type the newest code from your authenticator app.",
};

/** Resolves to the method that proved it; throws an AppError (field message or refusal), audited. */
export async function proveIdentity(
  user: TProofUser,
  input: { password?: string; code?: string },
  ctx: { ip: string | null; requestId: string | null },
  audit: TProofAudit,
): Promise<"password" | "totp"> {
  const code = input.code?.replace(/\s+/g, "") ?? "";
  const method = code ? "totp" : "password";
  if (!code && !input.password) {
    const message = "Enter your password or a code from your authenticator app.";
    throw new AppError("invalid_input", message, { fieldErrors: { password: message } });
  }
  const proof = code ? { code, recoveryCodes: false as const } : { password: input.password! };
  await checkProof(user, proof, { ...ctx, via: "recovery_codes", wrong: WRONG }, (outcome, detail) =>
    audit(outcome, { method, ...detail }),
  );
  return method;
}
