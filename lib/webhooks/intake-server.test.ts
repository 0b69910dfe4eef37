import { generateKeyPairSync, sign } from "node:crypto";
import type { AddressInfo, Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { startIntakeServer } from "./intake-server";
import type { TIntakeConfig } from "./receive-webhook";

// The lean listener runs the same intake as the Next route: same answers, same rows.

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const config: TIntakeConfig = {
  publicKeys: [publicKey],
  tenantId: "tenant-1",
  headerPrefix: "svc",
  toleranceSeconds: 300,
  trustedProxyHops: 0,
  allowedSources: null,
  unverifiedPerHour: 120,
  rejectedSamplesPerHour: 20,
};

describe("webhook intake listener", () => {
  const test = withAppTestDatabase();
  let current = config;
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    server = await startIntakeServer({ host: "127.0.0.1", port: 0, config: () => current });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: string, tenant = "tenant-1", path = "/api/webhooks") => {
    const ts = String(Math.floor(Date.now() / 1000));
    return fetch(`${origin}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "svc-signature-1": sign("sha256", Buffer.from(`${body}.${tenant}.${ts}`), privateKey).toString(
          "base64",
        ),
        "svc-signature-timestamp": ts,
        "svc-receiver-tenant-id": tenant,
      },
      body,
    });
  };

  it("stores a verified delivery and answers 200, and stores an identical retry once", async () => {
    const body = JSON.stringify({
      trx_id: 7,
      end_to_end_id: "E-listener",
      status: "Created",
      updated_at: new Date().toISOString(),
    });
    const first = await post(body);
    expect(first.status).toBe(200);
    const retry = await post(body);
    expect(await retry.json()).toMatchObject({ duplicate: true });
    const rows = await test.db.webhookDelivery.findMany({ where: { verified: true } });
    expect(rows.filter((r) => Buffer.from(r.rawBody).toString() === body)).toHaveLength(1);
  });

  it("refuses a wrong tenant with 401 and keeps the rejected row", async () => {
    const res = await post(JSON.stringify({ trx_id: 8, status: "Created" }), "tenant-2");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "wrong_tenant" });
  });

  it("answers only POST /api/webhooks", async () => {
    expect((await fetch(`${origin}/api/webhooks`)).status).toBe(405);
    expect((await post("{}", "tenant-1", "/elsewhere")).status).toBe(404);
  });

  it("counts unsigned traffic by the socket's address, whatever the client claims, and sends Retry-After", async () => {
    // One more than this source has already sent in the tests above.
    const before = await test.db.webhookRejectionCount.aggregate({
      where: { source: "127.0.0.1" },
      _sum: { rejected: true },
    });
    current = { ...config, unverifiedPerHour: (before._sum.rejected ?? 0) + 1 };
    try {
      const unsigned = () =>
        fetch(`${origin}/api/webhooks`, {
          method: "POST",
          headers: {
            [PEER_ADDRESS_HEADER]: "6.6.6.6",
            "x-forwarded-for": "6.6.6.6",
            "svc-receiver-tenant-id": "x",
          },
          body: "{}",
        });
      expect((await unsigned()).status).toBe(401);
      const over = await unsigned();
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const counted = await test.db.webhookRejectionCount.findMany({
        where: { reason: "missing_timestamp" },
      });
      expect(counted).toEqual([expect.objectContaining({ source: "127.0.0.1", rejected: 2, limited: 1 })]);
    } finally {
      current = config;
    }
  });

  it("refuses an oversized body with 413", async () => {
    expect((await post("x".repeat(1024 * 1024 + 5))).status).toBe(413);
  });
});
