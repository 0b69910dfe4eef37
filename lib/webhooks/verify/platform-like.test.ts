import { generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { describe, expect, it } from "vitest";
import { looksLikePlatform } from "./platform-like";
import { verifyWebhook, type TVerifyInput } from "./verify-signature";

// Which refusals may raise VERIFICATION_FAILING: the platform's own failures (a rotated key, a wrong tenant
// setting, a drifting clock), never junk from anyone else.

const pair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const configured = pair();
const rotated = pair(); // the platform's new key, not configured here yet
const NOW = 1_790_000_000;
const BODY = Buffer.from('{"trx_id":1,"status":"Accepted"}');

function input(headers: Record<string, string>): TVerifyInput {
  return {
    rawBody: BODY,
    headers: (name) => headers[name] ?? null,
    publicKeys: [configured.publicKey],
    expectedTenantId: "tenant-1",
    headerPrefix: "svc",
    toleranceSeconds: 300,
    nowSeconds: NOW,
  };
}

function signed(opts: { key?: KeyObject; tenant?: string; ts?: number; signature?: string } = {}) {
  const tenant = opts.tenant ?? "tenant-1";
  const ts = String(opts.ts ?? NOW);
  const data = Buffer.concat([BODY, Buffer.from(`.${tenant}.${ts}`)]);
  return {
    "svc-receiver-tenant-id": tenant,
    "svc-signature-timestamp": ts,
    "svc-signature-1":
      opts.signature ?? sign("sha256", data, opts.key ?? configured.privateKey).toString("base64"),
  };
}

function classify(headers: Record<string, string>) {
  const i = input(headers);
  const v = verifyWebhook(i);
  if (v.ok) throw new Error("expected a refusal");
  return { reason: v.reason, platformLike: looksLikePlatform(v, i) };
}

describe("looksLikePlatform", () => {
  it("counts our tenant with a well-formed signature that fails (a rotated key)", () => {
    expect(classify(signed({ key: rotated.privateKey }))).toEqual({
      reason: "bad_signature",
      platformLike: true,
    });
    // Random bytes of a 2048-bit signature's length look the same: the tenant id is what a forger needs.
    expect(classify(signed({ signature: randomBytes(256).toString("base64") }))).toMatchObject({
      platformLike: true,
    });
  });

  it("counts the platform's signature on a wrong tenant or outside the tolerance", () => {
    expect(classify(signed({ tenant: "tenant-old" }))).toEqual({
      reason: "wrong_tenant",
      platformLike: true,
    });
    expect(classify(signed({ ts: NOW - 3600 }))).toEqual({ reason: "stale_timestamp", platformLike: true });
    expect(classify(signed({ ts: NOW + 3600 }))).toEqual({ reason: "future_timestamp", platformLike: true });
  });

  it("never counts junk: missing or malformed headers, short signatures, others' tenants or times unsigned", () => {
    const junk: Record<string, string>[] = [
      {},
      { "svc-receiver-tenant-id": "tenant-1", "svc-signature-timestamp": String(NOW) },
      signed({ signature: "AAAA" }),
      signed({ signature: randomBytes(255).toString("base64") }),
      signed({ signature: "not base64!" }),
      { ...signed(), "svc-signature-timestamp": "yesterday" },
      signed({ tenant: "someone", key: rotated.privateKey }),
      signed({ ts: NOW - 3600, key: rotated.privateKey }),
      signed({ tenant: "someone", signature: randomBytes(256).toString("base64") }),
      { ...signed({ key: rotated.privateKey }), "svc-signature-2": randomBytes(16).toString("base64") },
    ];
    for (const headers of junk) expect(classify(headers).platformLike, JSON.stringify(headers)).toBe(false);
  });
});
