import "server-only";
import { createHash, hkdfSync } from "node:crypto";
import { env } from "@/lib/env";
import type { TBoxKey } from "./secret-box";

// The second factor's keys, both derived by HKDF from one root so each is used for one purpose only: the
// root is MFA_ENCRYPTION_KEY (required in production, lib/env-schema.ts); elsewhere it is derived from
// NEXTAUTH_SECRET, so development and tests need no extra setting (README.md, Security: Second factor).

export type TMfaKeys = { box: TBoxKey; recoveryPepper: Buffer };

export function deriveMfaKeys(root: Buffer): TMfaKeys {
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", root, "countersign-mfa", info, 32));
  const key = derive("totp-secret-encryption");
  const keyId = createHash("sha256").update(key).digest("base64url").slice(0, 8);
  return { box: { key, keyId }, recoveryPepper: derive("recovery-code-pepper") };
}

let cached: { source: string; keys: TMfaKeys } | undefined;

export function mfaKeys(): TMfaKeys {
  const configured = env.MFA_ENCRYPTION_KEY?.reveal();
  const secret = env.NEXTAUTH_SECRET.reveal();
  const source = configured ?? `derived:${secret}`;
  if (cached?.source !== source) {
    const root = configured
      ? Buffer.from(configured, "base64")
      : Buffer.from(hkdfSync("sha256", secret, "countersign-mfa-dev", "mfa-root", 32));
    cached = { source, keys: deriveMfaKeys(root) };
  }
  return cached.keys;
}
