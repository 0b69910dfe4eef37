import "server-only";
import { constants, verify, type KeyObject } from "node:crypto";
import type { REJECTION_REASONS } from "@/lib/domain/events/filters";
import {
  headerNames,
  quoted,
  signatureHeaders,
  ZSignatureHeader,
  ZTimestampHeader,
  type THeaderLookup,
} from "./signature-headers";

// The webhook trust model (docs/architecture.md#how-a-webhook-flows): a delivery is processed only when it is
// addressed to our tenant, was sent within the tolerance window, and carries at least one `…-signature-N`
// that verifies (RSASSA-PKCS1-v1_5, SHA-256) against at least one configured public key. Trying every
// signature against every key is what lets a key rotation pass without downtime: while old and new keys are
// both configured, a delivery signed by either passes, and a signature version we have never heard of passes
// if a key fits.

/** Every way verification can refuse; the Events page shows each in words (lib/domain/events/filters.ts). */
export type TRejection = Exclude<(typeof REJECTION_REASONS)[number], "body_too_large">;

export type TVerification =
  | { ok: true; signatureVersions: number[]; timestamp: number; tenantId: string }
  // `detail` goes to the rejected-delivery log: a short sentence, never key material or the body.
  | { ok: false; reason: TRejection; detail: string };

export type TVerifyInput = {
  /** The body bytes exactly as received: never re-serialised JSON, never trimmed or re-decoded. */
  rawBody: Buffer;
  headers: THeaderLookup;
  publicKeys: KeyObject[];
  expectedTenantId: string;
  headerPrefix: string;
  toleranceSeconds: number;
  nowSeconds: number;
};

/** The most signature headers a delivery may carry (see verifyWebhook). */
export const MAX_SIGNATURES = 4;

const reject = (reason: TRejection, detail: string): TVerification => ({ ok: false, reason, detail });

export function verifyWebhook(input: TVerifyInput): TVerification {
  // A configuration fault, not a bad delivery: throwing makes the route answer 5xx, so the platform retries
  // after the keys are fixed instead of every delivery being stored as rejected.
  if (input.publicKeys.length === 0) throw new Error("verifyWebhook: no webhook public keys are configured.");

  // Cheap checks first, RSA last: a request with a missing header, another tenant or an old timestamp is
  // refused on string compares, so junk and replays never cost a public-key operation each.
  const names = headerNames(input.headerPrefix);
  const tenantId = input.headers(names.tenant);
  const timestampText = input.headers(names.timestamp);
  const signatures = signatureHeaders(input.headers, input.headerPrefix);
  if (tenantId === null) return reject("missing_tenant", `The ${names.tenant} header is missing.`);
  if (timestampText === null) return reject("missing_timestamp", `The ${names.timestamp} header is missing.`);
  if (signatures.length === 0) {
    return reject("missing_signature", `No ${names.anySignature} header is present.`);
  }

  if (tenantId !== input.expectedTenantId) {
    return reject("wrong_tenant", `The delivery is addressed to tenant ${quoted(tenantId)}, not to ours.`);
  }

  const timestamp = ZTimestampHeader.safeParse(timestampText);
  if (!timestamp.success) {
    return reject("malformed_timestamp", `The timestamp ${quoted(timestampText)} is not UNIX seconds.`);
  }
  const age = input.nowSeconds - timestamp.data;
  const window = `the tolerance is ${input.toleranceSeconds} s`;
  if (age > input.toleranceSeconds) {
    return reject("stale_timestamp", `The delivery was signed ${Math.round(age)} s ago; ${window}.`);
  }
  if (-age > input.toleranceSeconds) {
    return reject("future_timestamp", `The delivery is dated ${Math.round(-age)} s ahead; ${window}.`);
  }

  // The platform signs with each active key: one, two while a key rotates. Every signature is tried
  // against every key, so a cap keeps a forged request from costing dozens of RSA operations.
  if (signatures.length > MAX_SIGNATURES) {
    return reject("malformed_signature", `More than ${MAX_SIGNATURES} signature headers were sent.`);
  }
  const decoded: { version: number; bytes: Buffer }[] = [];
  for (const header of signatures) {
    const bytes = ZSignatureHeader.safeParse(header.value);
    if (!bytes.success) return reject("malformed_signature", `The ${header.name} header is not base64.`);
    decoded.push({ version: header.version, bytes: bytes.data });
  }

  // The signed string as docs/platform-interface.md#webhook-signatures defines it: body, ".", tenant id, ".",
  // timestamp as sent. The body stays bytes; only the two header values are text.
  const signed = Buffer.concat([input.rawBody, Buffer.from(`.${tenantId}.${timestampText}`, "utf8")]);
  const verified = decoded
    .filter(({ bytes }) => input.publicKeys.some((key) => verifiesWith(key, signed, bytes)))
    .map(({ version }) => version);
  if (verified.length === 0) {
    const versions = decoded.map(({ version }) => version).join(", ");
    const keys = `${input.publicKeys.length} configured public key${input.publicKeys.length === 1 ? "" : "s"}`;
    return reject("bad_signature", `No signature (version ${versions}) verifies with the ${keys}.`);
  }
  return { ok: true, signatureVersions: verified, timestamp: timestamp.data, tenantId };
}

function verifiesWith(key: KeyObject, data: Buffer, signature: Buffer): boolean {
  try {
    // PKCS#1 v1.5 is node's default for RSA keys; it is spelled out because it is the platform's contract.
    return verify("sha256", data, { key, padding: constants.RSA_PKCS1_PADDING }, signature);
  } catch {
    // A key that cannot do this kind of verification does not vouch for the delivery.
    return false;
  }
}
