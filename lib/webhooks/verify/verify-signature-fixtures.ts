import type { KeyObject } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { OpensslWorkdir, type TOpensslKey } from "./openssl-fixtures";
import { parsePublicKeys } from "./public-keys";
import { verifyWebhook, type TRejection, type TVerification } from "./verify-signature";

// Helpers of the verifier's tests (verify-signature*.test.ts): keys made by openssl, deliveries signed
// with them, and the verifier run as the route runs it.

export const TENANT = "tenant-7f3a";
export const NOW = 1_790_000_000;
export const TOLERANCE = 300;
export const BODY = Buffer.from('{"event":"payment.status","id":"pay_BODYMARKER","status":"ACCEPTED"}');

let openssl: OpensslWorkdir;
export let oldKey: TOpensslKey; // signature version 1
export let newKey: TOpensslKey; // signature version 2, the rotation's new key
export let strangerKey: TOpensslKey; // never configured
export let oldPublic: KeyObject[];
export let newPublic: KeyObject[];

/** Call at the top of a test file: makes the keys before its tests and removes them after. */
export function withSigningKeys() {
  beforeAll(() => {
    openssl = OpensslWorkdir.create();
    oldKey = openssl.rsaKey("old");
    newKey = openssl.rsaKey("new");
    strangerKey = openssl.rsaKey("stranger");
    oldPublic = parsePublicKeys(oldKey.spkiPem);
    newPublic = parsePublicKeys(newKey.pkcs1Pem);
  });

  afterAll(() => openssl?.remove());
}

type TSigned = {
  body?: Buffer;
  signers?: Record<number, TOpensslKey>;
  tenant?: string;
  timestamp?: string;
};

/** The three headers of a delivery, each signature made by openssl over body + "." + tenant + "." + timestamp. */
export function signedHeaders(options: TSigned = {}, prefix = "svc"): Record<string, string> {
  const { body = BODY, signers = { 1: oldKey }, tenant = TENANT, timestamp = String(NOW) } = options;
  const data = Buffer.concat([body, Buffer.from(`.${tenant}.${timestamp}`)]);
  const headers: Record<string, string> = {
    [`${prefix}-signature-timestamp`]: timestamp,
    [`${prefix}-receiver-tenant-id`]: tenant,
  };
  for (const [version, key] of Object.entries(signers)) {
    headers[`${prefix}-signature-${version}`] = openssl.sign(key, data);
  }
  return headers;
}

type TCheck = { body?: Buffer; keys?: KeyObject[]; prefix?: string; now?: number };

/** Runs the verifier as the route will: over Fetch `Headers`, whose get() ignores case. */
export function check(headers: Record<string, string>, options: TCheck = {}): TVerification {
  const fetchHeaders = new Headers(headers);
  return verifyWebhook({
    rawBody: options.body ?? BODY,
    headers: (name) => fetchHeaders.get(name),
    publicKeys: options.keys ?? oldPublic,
    expectedTenantId: TENANT,
    headerPrefix: options.prefix ?? "svc",
    toleranceSeconds: TOLERANCE,
    nowSeconds: options.now ?? NOW,
  });
}

export function expectRejected(result: TVerification, reason: TRejection): string {
  expect(result).toMatchObject({ ok: false, reason });
  const detail = result.ok ? "" : result.detail;
  // The detail goes to the rejected-delivery log: one short sentence, no body, no key material.
  expect(detail).toMatch(/^[A-Z].*\.$/);
  expect(detail.length).toBeLessThan(140);
  expect(detail).not.toContain("BODYMARKER");
  expect(detail).not.toMatch(/MII|BEGIN/);
  return detail;
}

export const without = (headers: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
