import { Secret, TOTP } from "otpauth";

// TOTP as RFC 6238 defines it, with the parameters every authenticator app reads from a QR code: HMAC-SHA-1,
// six digits, 30-second steps. otpauth does the arithmetic; what is decided here is the window and replay.

export const TOTP_ISSUER = "Countersign";
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side, so a phone clock up to ~30 s off still works (RFC 6238 §5.2: at most one). */
export const TOTP_WINDOW = 1;

function totp(secretBase32: string, label = "") {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret of 160 bits (RFC 4226 §4 recommends at least that for HMAC-SHA-1), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the enrolment QR code. */
export function totpUri(secretBase32: string, accountName: string): string {
  return totp(secretBase32, accountName).toString();
}

export function isTotpCode(input: string): boolean {
  return /^\d{6}$/.test(input.replace(/\s+/g, ""));
}

export type TTotpCheck = { ok: true; step: number } | { ok: false; reason: "wrong" | "replayed" };

/**
 * Checks a code against the secret at `now`. `lastStep` is the last time step accepted for this secret: a
 * code of that step or an earlier one is refused even when it is right, so a code seen over a shoulder or
 * in a proxy log cannot be used again (RFC 6238 §5.2). The caller stores the returned step atomically.
 */
export function checkTotp(
  secretBase32: string,
  code: string,
  { now = Date.now(), lastStep = null }: { now?: number; lastStep?: number | null } = {},
): TTotpCheck {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return { ok: false, reason: "wrong" };
  const generator = totp(secretBase32);
  const delta = generator.validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return { ok: false, reason: "wrong" };
  const step = generator.counter({ timestamp: now }) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: "replayed" };
  return { ok: true, step };
}
