import { generateKeyPairSync, sign } from "node:crypto";
import type { AddressInfo, Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { startIntakeServer } from "./intake-server";

// The lean listener runs the same intake as the Next route: same answers, same rows.

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const config = { publicKeys: [publicKey], tenantId: "tenant-1", headerPrefix: "svc", toleranceSeconds: 300 };

describe("webhook intake listener", () => {
  const test = withAppTestDatabase();
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    server = await startIntakeServer({ host: "127.0.0.1", port: 0, config: () => config });
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

  it("refuses an oversized body with 413", async () => {
    expect((await post("x".repeat(1024 * 1024 + 5))).status).toBe(413);
  });
});
