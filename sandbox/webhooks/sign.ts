import { sign } from "node:crypto";
import type { TSigningKey } from "./keys";

// docs/platform-interface.md#webhook-signatures: the signed string is the raw body, ".", the
// tenant id, ".", the UNIX timestamp (seconds, UTC); SHA-256 with RSASSA-PKCS1-v1.5; base64 in
// `<prefix>-signature-<N>`, one header per key version. The body bytes signed are the bytes sent.

export type TSignatureInput = { body: Buffer; tenantId: string; timestamp: number; prefix: string };

export function signatureHeaders(input: TSignatureInput, keys: TSigningKey[]): Record<string, string> {
  const { body, tenantId, timestamp, prefix } = input;
  const signed = Buffer.concat([body, Buffer.from(`.${tenantId}.${timestamp}`, "utf8")]);
  const headers: Record<string, string> = {
    [`${prefix}-signature-timestamp`]: String(timestamp),
    [`${prefix}-receiver-tenant-id`]: tenantId,
  };
  for (const key of keys) {
    // RSA keys default to PKCS#1 v1.5 padding in node:crypto's sign().
    headers[`${prefix}-signature-${key.version}`] = sign("sha256", signed, key.privateKey).toString("base64");
  }
  return headers;
}
