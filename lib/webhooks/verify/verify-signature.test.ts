import { describe, expect, it } from "vitest";
import {
  TENANT,
  NOW,
  oldKey,
  newKey,
  strangerKey,
  newPublic,
  oldPublic,
  signedHeaders,
  check,
  expectRejected,
  withSigningKeys,
} from "./verify-signature-fixtures";

// Every key and signature here comes from the openssl command line (openssl-fixtures.ts), so these tests
// check the verifier against the scheme in docs/platform-interface.md#webhook-signatures, not against a
// signer of our own.

withSigningKeys();

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
