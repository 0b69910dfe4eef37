import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// AES-256-GCM for secrets kept at rest (TOTP secrets). The associated data binds a box to its owner (the user
// id), so a box copied onto another user's row does not open. The key id is a fingerprint of the key, not
// the key: a box made under another key is reported as such instead of as tampering.

const VERSION = "v1";

export type TBoxKey = { key: Buffer; keyId: string };

export class SecretBoxError extends Error {
  constructor(readonly reason: "malformed" | "other_key" | "tampered") {
    super(`secret box: ${reason}`);
    this.name = "SecretBoxError";
  }
}

export function sealSecret(plain: string, { key, keyId }: TBoxKey, associatedData: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, keyId, iv, body, tag]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function openSecret(box: string, { key, keyId }: TBoxKey, associatedData: string): string {
  const [version, id, iv, body, tag, ...rest] = box.split(".");
  if (version !== VERSION || !id || !iv || !body || !tag || rest.length > 0)
    throw new SecretBoxError("malformed");
  if (id !== keyId) throw new SecretBoxError("other_key");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(associatedData, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretBoxError("tampered");
  }
}
