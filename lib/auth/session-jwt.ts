import { hkdfSync, randomUUID } from "node:crypto";
import { EncryptJWT, jwtDecrypt, type JWTPayload } from "jose";
import type { JWT, JWTDecodeParams, JWTEncodeParams } from "next-auth/jwt";

// next-auth v4's session cookie format (a JWE, "dir" + A256GCM, with a key derived from NEXTAUTH_SECRET by
// HKDF), with the key derived once per secret instead of on every encode and decode. next-auth derives it
// each time, and with three of them per signed-in request that was the largest part of the BFF's own cost
// (scripts/bench/README.md, bff-overhead). Same key, same format: cookies made by either side stay valid.

const keys = new Map<string, Uint8Array>();

function keyOf(secret: string, salt: string): Uint8Array {
  const id = `${salt}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    key = new Uint8Array(hkdfSync("sha256", secret, salt, info, 32));
    keys.set(id, key);
  }
  return key;
}

const DEFAULT_MAX_AGE = 30 * 24 * 60 * 60;

export async function encodeSession({
  token = {},
  secret,
  maxAge = DEFAULT_MAX_AGE,
  salt = "",
}: JWTEncodeParams) {
  const now = Math.floor(Date.now() / 1000);
  return new EncryptJWT(token as JWTPayload)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt(now)
    .setExpirationTime(now + maxAge)
    .setJti(randomUUID())
    .encrypt(keyOf(String(secret), salt));
}

export async function decodeSession({ token, secret, salt = "" }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, keyOf(String(secret), salt), { clockTolerance: 15 });
  return payload as JWT;
}
