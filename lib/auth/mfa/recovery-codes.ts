import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

// Ten single-use recovery codes per enrolment, shown once. Each has 60 random bits (12 characters of
// Crockford's base32), so guessing is hopeless online (the sign-in lock-out allows five tries per 15
// minutes) and offline alike; that is why they are hashed with a fast keyed hash, HMAC-SHA-256 under a
// pepper derived from MFA_ENCRYPTION_KEY, with a random salt per code (ASVS 2.6.2), rather than with the
// password's scrypt: scrypt slows guessing of low-entropy human choices, which these are not, and as each
// code has its own salt every stored code must be tried, so scrypt would cost ~10 × 80 ms of CPU per
// attempt, a lever for anyone who knows a password. The pepper lives outside the database, so a dump of
// the table alone cannot be checked against guesses at all.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"; // Crockford's base32: no i, l, o, u
const LENGTH = 12;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** The code's 12 characters, or null when the input cannot be one (case, spaces and dashes do not matter). */
export function normaliseRecoveryCode(input: string): string | null {
  const plain = input
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/[il]/g, "1")
    .replace(/o/g, "0");
  return plain.length === LENGTH && [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
}

function hmac(code: string, salt: Buffer, pepper: Buffer): Buffer {
  return createHmac("sha256", pepper).update(salt).update(code, "utf8").digest();
}

export type TStoredRecoveryCode = { salt: string; codeHash: string };

export function hashRecoveryCode(code: string, pepper: Buffer): TStoredRecoveryCode {
  const normal = normaliseRecoveryCode(code);
  if (!normal) throw new Error("not a recovery code");
  const salt = randomBytes(16);
  return { salt: salt.toString("base64url"), codeHash: hmac(normal, salt, pepper).toString("base64url") };
}

/** The id of the unused stored code that `input` is, or null. Used codes never match. */
export function matchRecoveryCode<T extends TStoredRecoveryCode & { id: string; usedAt: Date | null }>(
  input: string,
  stored: readonly T[],
  pepper: Buffer,
): string | null {
  const normal = normaliseRecoveryCode(input);
  if (!normal) return null;
  let found: string | null = null;
  // Every candidate is computed, so the time taken does not say which (if any) matched.
  for (const row of stored) {
    const expected = Buffer.from(row.codeHash, "base64url");
    const actual = hmac(normal, Buffer.from(row.salt, "base64url"), pepper);
    if (expected.length === actual.length && timingSafeEqual(expected, actual) && !row.usedAt) found = row.id;
  }
  return found;
}
