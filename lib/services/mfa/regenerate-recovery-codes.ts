import "server-only";
import { mfaKeys } from "@/lib/auth/mfa/keys";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/auth/mfa/recovery-codes";
import { recordAudit, type TAuditInput } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { findUserMfa, replaceRecoveryCodes } from "@/lib/db/user-mfa";
import { findUserById } from "@/lib/db/users";
import { AppError } from "@/lib/errors/app-error";
import type { TRegenerateRecoveryCodesInput } from "@/lib/domain/users/mfa";
import type { TActor } from "../actor";
import { proveIdentity } from "./identity-proof";

// Self-service: a user with a second factor replaces all ten recovery codes (used up, or possibly seen),
// after proving it is them with the password or a current code in the same form. The new codes are shown
// this once; only their keyed hashes are kept, and every old code stops working in the same transaction
// that writes the audit row (auth.mfa.recovery_codes_replaced).

const NOT_ENROLLED = "Set up your second factor first: recovery codes come with it.";

export async function regenerateRecoveryCodes(
  input: TRegenerateRecoveryCodesInput,
  actor: TActor,
): Promise<{ recoveryCodes: string[] }> {
  const [user, mfa] = await Promise.all([findUserById(actor.user.id), findUserMfa(actor.user.id)]);
  if (!user) throw new AppError("unauthenticated");
  const audit = (outcome: TAuditInput["outcome"], detail: Prisma.InputJsonObject): TAuditInput => ({
    action: "auth.mfa.recovery_codes_replaced",
    outcome,
    actor: actor.user,
    target: `user:${user.email}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail,
  });
  if (!mfa?.confirmedAt) {
    await recordAudit(audit("failure", { reason: "not_enrolled" }));
    throw new AppError("conflict", NOT_ENROLLED);
  }
  const method = await proveIdentity(user, input, actor, (outcome, detail) =>
    recordAudit(audit(outcome, detail as Prisma.InputJsonObject)),
  );

  const keys = mfaKeys();
  const recoveryCodes = newRecoveryCodes();
  const stored = recoveryCodes.map((c) => hashRecoveryCode(c, keys.recoveryPepper));
  const replaced = await db.$transaction(async (tx) => {
    if (!(await replaceRecoveryCodes(tx, user.id, stored))) return false;
    await recordAudit(audit("success", { method, recoveryCodes: stored.length }), tx);
    return true;
  });
  if (!replaced) {
    // Reset by an administrator between the check and the write.
    await recordAudit(audit("failure", { method, reason: "not_enrolled" }));
    throw new AppError("conflict", NOT_ENROLLED);
  }
  return { recoveryCodes };
}
