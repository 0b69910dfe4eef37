import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { rejectionSummary } from "@/lib/db/webhook-rejections";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { parseAllowedSources } from "./allowed-sources";
import { noteRejectedDelivery } from "./process/verification-alert";
import { receiveWebhook, type TIntakeConfig } from "./receive-webhook";

// Unsigned traffic against a real database (issue 14, finding 7): it is always counted, stored only as a
// sample, limited per source, refused outside the allowed networks, and never raises VERIFICATION_FAILING
// unless it looks like the platform's own failure. The source is the TCP peer (TRUSTED_PROXY_HOPS=0),
// which lib/auth/peer-address.ts stamps into PEER_ADDRESS_HEADER; the tests set that header themselves.

const platformKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
const rotatedKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
const config: TIntakeConfig = {
  publicKeys: [platformKey.publicKey],
  tenantId: "tenant-1",
  headerPrefix: "svc",
  toleranceSeconds: 300,
  trustedProxyHops: 0,
  allowedSources: null,
  unverifiedPerHour: 120,
  rejectedSamplesPerHour: 20,
};

function post(from: string | null, headers: Record<string, string>, body = '{"probe":true}') {
  return new Request("http://localhost/api/webhooks", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers, ...(from && { [PEER_ADDRESS_HEADER]: from }) },
    body,
  });
}

function signed(from: string, body: string, key: KeyObject = platformKey.privateKey) {
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = sign("sha256", Buffer.from(`${body}.tenant-1.${ts}`), key).toString("base64");
  return post(
    from,
    { "svc-signature-1": signature, "svc-signature-timestamp": ts, "svc-receiver-tenant-id": "tenant-1" },
    body,
  );
}

const paymentBody = () =>
  JSON.stringify({
    trx_id: Math.floor(Math.random() * 1e9),
    status: "Accepted",
    updated_at: new Date().toISOString(),
  });

describe("webhook intake under unsigned traffic", () => {
  const test = withAppTestDatabase();
  const stored = (source: string) => test.db.webhookDelivery.count({ where: { source, verified: false } });
  const counts = (source: string) =>
    test.db.webhookRejectionCount.aggregate({ where: { source }, _sum: { rejected: true, limited: true } });

  it("counts all of 1000 unsigned POSTs from one source, stores at most the sample, answers 429 past the limit", async () => {
    const from = "198.51.100.7";
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => receiveWebhook(post(from, {}), config, null)),
      );
      for (const a of answers) {
        statuses.push(a.status);
        if (a.status === 429) retryAfter = a.headers.get("retry-after");
      }
    }
    // Exact within one clock hour; a run that crosses an hour starts a second window and sample.
    const hours = (await test.db.webhookRejectionCount.findMany({ where: { source: from } })).length;
    expect(statuses.filter((s) => s === 401).length).toBe(120 * hours);
    expect(statuses.filter((s) => s === 429).length).toBe(1000 - 120 * hours);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(3600);

    expect(await stored(from)).toBe(20 * hours);
    const { _sum } = await counts(from);
    expect(_sum.rejected).toBe(1000);
    expect(_sum.limited).toBe(1000 - 120 * hours);
    expect(await rejectionSummary(24)).toMatchObject({
      rejected: 1000,
      sources: 1,
      limited: 1000 - 120 * hours,
    });
  });

  it("answers 429 past the limit per source, while a verified delivery from the same source is accepted", async () => {
    const limited = { ...config, unverifiedPerHour: 3 };
    const from = "2001:db8:7:7::1";
    for (let i = 0; i < 3; i++)
      expect((await receiveWebhook(post(from, {}), limited, null)).status).toBe(401);
    // Another address of the same /64 is the same source.
    const over = await receiveWebhook(post("2001:db8:7:7::2", {}), limited, null);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: "rate_limited" });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    const genuine = await receiveWebhook(signed(from, paymentBody()), limited, null);
    expect(genuine.status).toBe(200);
    const { id } = (await genuine.json()) as { id: string };
    expect(await test.db.webhookDelivery.findUniqueOrThrow({ where: { id: BigInt(id) } })).toMatchObject({
      verified: true,
      source: "2001:db8:7:7::/64",
    });
    expect((await receiveWebhook(post(from, {}), limited, null)).status).toBe(429);
    // Another source has its own window.
    expect((await receiveWebhook(post("2001:db8:7:8::1", {}), limited, null)).status).toBe(401);
  });

  it("refuses a source outside WEBHOOK_ALLOWED_SOURCES with 403, counted, its body never read", async () => {
    const parsed = parseAllowedSources("203.0.113.0/24, 2001:db8:aaaa::/48");
    if (!parsed.ok) throw new Error(parsed.error);
    const allowList = { ...config, allowedSources: parsed.value };
    const unreadable = (from: string | null) =>
      new Request("http://localhost/api/webhooks", {
        method: "POST",
        headers: from ? { [PEER_ADDRESS_HEADER]: from } : {},
        body: new ReadableStream({
          pull() {
            throw new Error("the body of a refused source must not be read");
          },
        }),
        duplex: "half",
      } as RequestInit);

    for (const from of ["192.0.2.1", "2001:db8:aaab::1", null]) {
      const res = await receiveWebhook(unreadable(from), allowList, null);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "source_not_allowed" });
    }
    const outside = await test.db.webhookRejectionCount.findMany({ where: { reason: "source_not_allowed" } });
    expect(outside.map((r) => [r.source, r.rejected]).sort()).toEqual([
      ["192.0.2.1", 1],
      ["2001:db8:aaab:0::/64", 1],
      ["unknown", 1],
    ]);
    expect(
      await test.db.webhookDelivery.count({ where: { source: { in: outside.map((r) => r.source) } } }),
    ).toBe(0);

    expect((await receiveWebhook(signed("203.0.113.77", paymentBody()), allowList, null)).status).toBe(200);
    expect((await receiveWebhook(signed("::ffff:203.0.113.78", paymentBody()), allowList, null)).status).toBe(
      200,
    );
    expect((await receiveWebhook(post("2001:db8:aaaa:1::9", {}), allowList, null)).status).toBe(401);
  });
});

describe("VERIFICATION_FAILING under unsigned traffic", () => {
  const test = withAppTestDatabase();
  const active = () => test.db.alert.findMany({ where: { kind: "VERIFICATION_FAILING", state: "active" } });

  it("is never raised by garbage, and is raised by well-formed platform signatures that fail", async () => {
    const ts = () => String(Math.floor(Date.now() / 1000));
    const garbage: Record<string, string>[] = [
      {},
      { "svc-receiver-tenant-id": "tenant-1", "svc-signature-timestamp": ts() },
      { "svc-receiver-tenant-id": "someone", "svc-signature-timestamp": ts(), "svc-signature-1": "AAAA" },
      { "svc-receiver-tenant-id": "tenant-1", "svc-signature-timestamp": ts(), "svc-signature-1": "AAAA" },
      { "svc-receiver-tenant-id": "tenant-1", "svc-signature-timestamp": "soon", "svc-signature-1": "AAAA" },
      { "svc-receiver-tenant-id": "tenant-1", "svc-signature-timestamp": ts(), "svc-signature-1": "%%%" },
    ];
    for (let i = 0; i < 5; i++) {
      for (const [n, headers] of garbage.entries()) {
        expect((await receiveWebhook(post(`192.0.2.${n + 10}`, headers), config, null)).status).toBe(401);
      }
    }
    // Even counted as an operator would: nothing stored from outside looks like the platform.
    await noteRejectedDelivery("missing_signature");
    expect(await active()).toEqual([]);
    expect(await test.db.webhookDelivery.count({ where: { platformLike: true } })).toBe(0);

    // The platform after a key rotation this instance has not been given: our tenant, fresh, well-formed.
    for (let i = 0; i < 5; i++) {
      const res = await receiveWebhook(signed("203.0.113.10", paymentBody(), rotatedKey), config, null);
      expect(res.status).toBe(401);
    }
    await expect.poll(async () => (await active()).length).toBe(1);
    await expect
      .poll(async () => (await active())[0]?.detail)
      .toMatchObject({ rejectedInWindow: 5, lastReason: "bad_signature" });
    expect(
      await test.db.webhookDelivery.count({ where: { platformLike: true, source: "203.0.113.10" } }),
    ).toBe(5);
  });
});
