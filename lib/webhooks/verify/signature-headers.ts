import "server-only";
import { z } from "zod";

// Reading the signature headers (docs/platform-interface.md#webhook-signatures):
// `<prefix>-signature-N`, `<prefix>-signature-timestamp` and `<prefix>-receiver-tenant-id`, where the prefix
// stands in for the provider's name and is a setting.

/**
 * Looks a header up by name. Names are asked for in lower case, which is how both Fetch `Headers` (whose
 * `get` is case-insensitive anyway) and Node's `IncomingMessage.headers` hold them, so any capitalisation on
 * the wire matches. Returns null when the header is absent ("" is a header that is present but empty).
 */
export type THeaderLookup = (name: string) => string | null;

// The lookup cannot list headers, so signature versions are probed by number. The platform starts at 1 and
// adds one per key rotation; 99 leaves room for decades of rotations and costs 99 map look-ups.
export const MAX_SIGNATURE_VERSION = 99;

export type TSignatureHeader = { version: number; name: string; value: string };

export function headerNames(prefix: string) {
  const p = prefix.toLowerCase();
  return {
    timestamp: `${p}-signature-timestamp`,
    tenant: `${p}-receiver-tenant-id`,
    anySignature: `${p}-signature-N`,
    signature: (version: number) => `${p}-signature-${version}`,
  };
}

export function signatureHeaders(headers: THeaderLookup, prefix: string): TSignatureHeader[] {
  const names = headerNames(prefix);
  const found: TSignatureHeader[] = [];
  for (let version = 1; version <= MAX_SIGNATURE_VERSION; version++) {
    const name = names.signature(version);
    const value = headers(name);
    if (value !== null) found.push({ version, name, value });
  }
  return found;
}

// Digits only: no sign, fraction, exponent or spaces. The timestamp is signed exactly as sent, so any other
// form is a bug or a forgery, not something to be lenient about. 15 digits keep Number() exact.
export const ZTimestampHeader = z
  .string()
  .regex(/^[0-9]{1,15}$/)
  .transform(Number);

// Standard, padded base64 (what the platform sends). Buffer.from(…, "base64") alone would skip invalid
// characters silently, so the shape is checked first. z.base64() accepts "", hence min(1).
export const ZSignatureHeader = z
  .base64()
  .min(1)
  .transform((value) => Buffer.from(value, "base64"));

/** A header value quoted for the rejected-delivery log: escaped and cut short, it is the sender's input. */
export function quoted(value: string): string {
  return value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}…` : JSON.stringify(value);
}
