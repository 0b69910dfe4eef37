import type { KeyObject } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpensslWorkdir, type TOpensslKey } from "./openssl-fixtures";
import { parsePublicKeys } from "./public-keys";
import { MAX_SIGNATURES, verifyWebhook, type TRejection, type TVerification } from "./verify-signature";

// Every key and signature here comes from the openssl command line (openssl-fixtures.ts), so these tests
// check the verifier against the scheme in docs/platform-interface.md#webhook-signatures, not against a
// signer of our own.

const TENANT = "tenant-7f3a";
const NOW = 1_790_000_000;
const TOLERANCE = 300;
const BODY = Buffer.from('{"event":"payment.status","id":"pay_BODYMARKER","status":"ACCEPTED"}');

let openssl: OpensslWorkdir;
let oldKey: TOpensslKey; // signature version 1
let newKey: TOpensslKey; // signature version 2, the rotation's new key
let strangerKey: TOpensslKey; // never configured
let oldPublic: KeyObject[];
let newPublic: KeyObject[];

beforeAll(() => {
  openssl = OpensslWorkdir.create();
  oldKey = openssl.rsaKey("old");
  newKey = openssl.rsaKey("new");
  strangerKey = openssl.rsaKey("stranger");
  oldPublic = parsePublicKeys(oldKey.spkiPem);
  newPublic = parsePublicKeys(newKey.pkcs1Pem);
});

afterAll(() => openssl?.remove());

type TSigned = { body?: Buffer; signers?: Record<number, TOpensslKey>; tenant?: string; timestamp?: string };

/** The three headers of a delivery, each signature made by openssl over body + "." + tenant + "." + timestamp. */
function signedHeaders(options: TSigned = {}, prefix = "svc"): Record<string, string> {
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
function check(headers: Record<string, string>, options: TCheck = {}): TVerification {
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

function expectRejected(result: TVerification, reason: TRejection): string {
  expect(result).toMatchObject({ ok: false, reason });
  const detail = result.ok ? "" : result.detail;
  // The detail goes to the rejected-delivery log: one short sentence, no body, no key material.
  expect(detail).toMatch(/^[A-Z].*\.$/);
  expect(detail.length).toBeLessThan(140);
  expect(detail).not.toContain("BODYMARKER");
  expect(detail).not.toMatch(/MII|BEGIN/);
  return detail;
}

const without = (headers: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));

describe("verifyWebhook: valid deliveries", () => {
  it("accepts a delivery signed with the configured key", () => {
    expect(check(signedHeaders())).toEqual({
      ok: true,
      signatureVersions: [1],
      timestamp: NOW,
      tenantId: TENANT,
    });
  });

  it("verifies the raw bytes, even ones that are not UTF-8", () => {
    const body = Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x7d, 0x0a]);
    expect(check(signedHeaders({ body }), { body }).ok).toBe(true);
  });

  it("signs the timestamp exactly as sent (leading zeros included)", () => {
    expect(check(signedHeaders({ timestamp: `00${NOW}` }))).toMatchObject({ ok: true, timestamp: NOW });
  });

  it("matches header names in any case, and a prefix set in upper case", () => {
    const upper = Object.fromEntries(Object.entries(signedHeaders()).map(([k, v]) => [k.toUpperCase(), v]));
    expect(Object.keys(upper)).toContain("SVC-SIGNATURE-1");
    expect(check(upper).ok).toBe(true);
    expect(check(signedHeaders(), { prefix: "SVC" }).ok).toBe(true);
  });

  it("reads the headers under a different prefix", () => {
    const acme = signedHeaders({}, "acme");
    expect(check(acme, { prefix: "acme" }).ok).toBe(true);
    expectRejected(check(acme), "missing_tenant");
    expectRejected(check(signedHeaders(), { prefix: "acme" }), "missing_tenant");
  });
});

describe("verifyWebhook: key rotation", () => {
  it("accepts a delivery signed only by the second of two configured keys", () => {
    const keys = [...oldPublic, ...newPublic];
    expect(check(signedHeaders({ signers: { 2: newKey } }), { keys })).toMatchObject({
      ok: true,
      signatureVersions: [2],
    });
    // …and one signed only by the old key, while both are configured.
    expect(check(signedHeaders({ signers: { 1: oldKey } }), { keys })).toMatchObject({
      ok: true,
      signatureVersions: [1],
    });
  });

  it("accepts versions 1 and 2 when only version 2's key is configured, listing only 2", () => {
    const headers = signedHeaders({ signers: { 1: oldKey, 2: newKey } });
    expect(check(headers, { keys: newPublic })).toMatchObject({ ok: true, signatureVersions: [2] });
    expect(check(headers, { keys: [...newPublic, ...oldPublic] })).toMatchObject({
      ok: true,
      signatureVersions: [1, 2],
    });
  });

  it("accepts a signature version it has never seen when a configured key verifies it", () => {
    expect(check(signedHeaders({ signers: { 7: newKey } }), { keys: newPublic })).toMatchObject({
      ok: true,
      signatureVersions: [7],
    });
  });

  it("rejects a signature from a key that is not configured", () => {
    const headers = signedHeaders({ signers: { 1: strangerKey } });
    const detail = expectRejected(check(headers, { keys: [...oldPublic, ...newPublic] }), "bad_signature");
    expect(detail).toBe("No signature (version 1) verifies with the 2 configured public keys.");
  });

  it("refuses to run without any key (a configuration fault, not a bad delivery)", () => {
    expect(() => check(signedHeaders(), { keys: [] })).toThrow(/no webhook public keys/);
  });
});

describe("verifyWebhook: body and signature", () => {
  it("rejects a body with one byte changed", () => {
    const tampered = Buffer.from(BODY);
    tampered[tampered.indexOf("ACCEPTED")] = "B".charCodeAt(0);
    expectRejected(check(signedHeaders(), { body: tampered }), "bad_signature");
  });

  it("rejects the same JSON with different whitespace (other bytes)", () => {
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(BODY.toString()), null, 2));
    expect(JSON.parse(reformatted.toString())).toEqual(JSON.parse(BODY.toString()));
    expectRejected(check(signedHeaders(), { body: reformatted }), "bad_signature");
    expectRejected(
      check(signedHeaders(), { body: Buffer.concat([BODY, Buffer.from("\n")]) }),
      "bad_signature",
    );
  });

  it("rejects a signature made for another timestamp (a replayed signature, re-dated)", () => {
    const old = signedHeaders({ timestamp: String(NOW - 3600) });
    const redated = { ...old, "svc-signature-timestamp": String(NOW) };
    expectRejected(check(redated), "bad_signature");
  });

  it("rejects a signature header that is not base64", () => {
    const valid = signedHeaders();
    const signature = valid["svc-signature-1"]!;
    for (const value of ["not base64!", "", "abc", signature.replace(/=+$/, ""), `${signature}%`]) {
      const detail = expectRejected(check({ ...valid, "svc-signature-1": value }), "malformed_signature");
      expect(detail).toBe("The svc-signature-1 header is not base64.");
    }
    // One malformed header spoils the delivery even next to a valid one: the platform never sends such.
    expectRejected(check({ ...valid, "svc-signature-2": "@@@@" }), "malformed_signature");
  });

  it("refuses more than MAX_SIGNATURES signatures before any RSA work, even next to a valid one", () => {
    const valid = signedHeaders();
    const extra = Object.fromEntries(
      Array.from({ length: MAX_SIGNATURES }, (_, i) => [`svc-signature-${i + 2}`, valid["svc-signature-1"]!]),
    );
    const detail = expectRejected(check({ ...valid, ...extra }), "malformed_signature");
    expect(detail).toBe(`More than ${MAX_SIGNATURES} signature headers were sent.`);
    const fits = Object.fromEntries(Object.entries(extra).slice(0, MAX_SIGNATURES - 1));
    expect(check({ ...valid, ...fits }).ok).toBe(true);
  });
});

describe("verifyWebhook: tenant and headers", () => {
  it("rejects another tenant, compared exactly", () => {
    for (const tenant of ["tenant-0000", "TENANT-7F3A", `${TENANT}x`, ""]) {
      const detail = expectRejected(check(signedHeaders({ tenant })), "wrong_tenant");
      expect(detail).toContain(JSON.stringify(tenant));
    }
  });

  it("rejects a delivery missing any of the three headers", () => {
    const headers = signedHeaders();
    expectRejected(check(without(headers, "svc-receiver-tenant-id")), "missing_tenant");
    expectRejected(check(without(headers, "svc-signature-timestamp")), "missing_timestamp");
    const detail = expectRejected(check(without(headers, "svc-signature-1")), "missing_signature");
    expect(detail).toBe("No svc-signature-N header is present.");
  });

  it("checks presence, then tenant, then timestamp, then signatures", () => {
    const headers = signedHeaders();
    expectRejected(
      check({ "svc-signature-timestamp": "12a", "svc-receiver-tenant-id": "x" }),
      "missing_signature",
    );
    const allWrong = { ...headers, "svc-receiver-tenant-id": "x", "svc-signature-timestamp": "12a" };
    expectRejected(check({ ...allWrong, "svc-signature-1": "@" }), "wrong_tenant");
    expectRejected(
      check({ ...headers, "svc-signature-timestamp": "12a", "svc-signature-1": "@" }),
      "malformed_timestamp",
    );
    expectRejected(check({ ...headers, "svc-signature-1": "@" }, { now: NOW + 301 }), "stale_timestamp");
  });
});

describe("verifyWebhook: timestamp", () => {
  it("accepts a timestamp exactly at either edge of the tolerance", () => {
    expect(check(signedHeaders({ timestamp: String(NOW - TOLERANCE) })).ok).toBe(true);
    expect(check(signedHeaders({ timestamp: String(NOW + TOLERANCE) })).ok).toBe(true);
  });

  it("rejects a timestamp one second older than the tolerance as stale", () => {
    const detail = expectRejected(
      check(signedHeaders({ timestamp: String(NOW - TOLERANCE - 1) })),
      "stale_timestamp",
    );
    expect(detail).toBe("The delivery was signed 301 s ago; the tolerance is 300 s.");
  });

  it("rejects a timestamp one second newer than the tolerance as future", () => {
    const detail = expectRejected(
      check(signedHeaders({ timestamp: String(NOW + TOLERANCE + 1) })),
      "future_timestamp",
    );
    expect(detail).toBe("The delivery is dated 301 s ahead; the tolerance is 300 s.");
  });

  it("rejects a timestamp that is not a string of digits", () => {
    for (const timestamp of ["12a", "", "-5", `-${NOW}`, "1.79e9", `${NOW}.0`, "0x6AB0", "9".repeat(16)]) {
      expectRejected(check(signedHeaders({ timestamp })), "malformed_timestamp");
    }
  });
});
