import "server-only";
import { mfaKeys } from "@/lib/auth/mfa/keys";
import { qrCodeDataUrl } from "@/lib/auth/mfa/qr-code";
import { openSecret, sealSecret } from "@/lib/auth/mfa/secret-box";
import { newTotpSecret, totpUri } from "@/lib/auth/mfa/totp";
import { countUnusedRecoveryCodes, findUserMfa, savePendingMfa } from "@/lib/db/user-mfa";

/** A secret shown but not confirmed is replaced after this long, so an old screen cannot be finished. */
export const PENDING_MINUTES = 15;

export type TEnrolmentState =
  | { state: "enrolled"; confirmedAt: string; recoveryCodesLeft: number }
  | { state: "pending"; secret: string; uri: string; qr: string };

/**
 * What the enrolment page shows: the factor's status when one is confirmed, else a secret to scan (kept
 * for PENDING_MINUTES, so reloading the page does not invalidate the QR code just scanned).
 */
export async function startEnrolment(
  user: { id: string; email: string },
  now = new Date(),
): Promise<TEnrolmentState> {
  const keys = mfaKeys();
  const row = await findUserMfa(user.id);
  if (row?.confirmedAt)
    return {
      state: "enrolled",
      confirmedAt: row.confirmedAt.toISOString(),
      recoveryCodesLeft: await countUnusedRecoveryCodes(user.id),
    };
  let secret: string;
  if (row && now.getTime() - row.createdAt.getTime() < PENDING_MINUTES * 60_000) {
    secret = openSecret(row.secretBox, keys.box, user.id);
  } else {
    secret = newTotpSecret();
    // False only when another tab confirmed in between: show that instead.
    if (!(await savePendingMfa(user.id, sealSecret(secret, keys.box, user.id))))
      return startEnrolment(user, now);
  }
  const uri = totpUri(secret, user.email);
  return { state: "pending", secret, uri, qr: await qrCodeDataUrl(uri) };
}
