import "server-only";
import { mfaKeys } from "@/lib/auth/mfa/keys";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/auth/mfa/recovery-codes";
import { openSecret } from "@/lib/auth/mfa/secret-box";
import { checkTotp } from "@/lib/auth/mfa/totp";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { confirmMfa, findUserMfa } from "@/lib/db/user-mfa";
import { AppError } from "@/lib/errors/app-error";
import type { TConfirmEnrolmentResult } from "@/lib/domain/users/mfa";
import type { TActor } from "../actor";

const WRONG = "That code does not match. Check the time on your phone and type the newest code.";

/**
 * Confirms enrolment with a first code from the app, which proves the secret was scanned. The code's time
 * step is stored as used, so it cannot then also sign in. The recovery codes are returned this once; only
 * their keyed hashes are kept (lib/auth/mfa/recovery-codes.ts).
 */
export async function confirmEnrolment(code: string, actor: TActor): Promise<TConfirmEnrolmentResult> {
  const keys = mfaKeys();
  const row = await findUserMfa(actor.user.id);
  if (!row) throw new AppError("conflict", "Enrolment has not started: reload the page for a new QR code.");
  if (row.confirmedAt) throw new AppError("conflict", "Your second factor is already set up.");
  const check = checkTotp(openSecret(row.secretBox, keys.box, actor.user.id), code);
  if (!check.ok) throw new AppError("invalid_input", WRONG, { fieldErrors: { code: WRONG } });

  const recoveryCodes = newRecoveryCodes();
  const stored = recoveryCodes.map((c) => hashRecoveryCode(c, keys.recoveryPepper));
  const confirmed = await db.$transaction(async (tx) => {
    if (!(await confirmMfa(tx, actor.user.id, check.step, stored))) return false;
    await recordAudit(
      {
        action: "auth.mfa.enrol",
        outcome: "success",
        actor: actor.user,
        target: `user:${actor.user.email}`,
        requestId: actor.requestId,
        ip: actor.ip,
        detail: { method: "totp", recoveryCodes: stored.length },
      },
      tx,
    );
    return true;
  });
  if (!confirmed) throw new AppError("conflict", "Your second factor was set up in another window.");
  return { outcome: "enrolled", recoveryCodes };
}
