import "server-only";
import { createHash, type KeyObject } from "node:crypto";

// The webhook public keys in force (WEBHOOK_PUBLIC_KEYS), by fingerprint: SHA-256 of the key's DER
// SubjectPublicKeyInfo in base64, as `openssl pkey -pubin -outform DER | openssl dgst -sha256 -binary |
// base64` prints it, so an operator can match the platform's announced key during a rotation.

export function fingerprintOf(key: KeyObject): string {
  const der = key.export({ type: "spki", format: "der" });
  return `SHA256:${createHash("sha256").update(der).digest("base64").replace(/=+$/, "")}`;
}

export function describeKeys(keys: readonly KeyObject[]) {
  return keys.map((key, i) => ({
    position: i + 1,
    fingerprint: fingerprintOf(key),
    bits: key.asymmetricKeyDetails?.modulusLength ?? null,
  }));
}
