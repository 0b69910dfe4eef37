import { describe, expect, it } from "vitest";
import { MAX_SIGNATURES } from "./verify-signature";
import {
  TENANT,
  NOW,
  TOLERANCE,
  BODY,
  signedHeaders,
  check,
  expectRejected,
  without,
  withSigningKeys,
} from "./verify-signature-fixtures";

// Every key and signature here comes from the openssl command line (openssl-fixtures.ts), so these tests
// check the verifier against the scheme in docs/platform-interface.md#webhook-signatures, not against a
// signer of our own.

withSigningKeys();

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
