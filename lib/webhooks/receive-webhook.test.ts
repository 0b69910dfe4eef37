import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { receiveWebhook, type TIntakeConfig } from "./receive-webhook";

// The intake end to end against a real database. Signatures here come from node:crypto; the verification
// itself is tested against openssl-made signatures in verify/verify-signature*.test.ts.

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

function delivery(
  body: string,
  opts: { tenant?: string; key?: KeyObject; timestamp?: number; kind?: string } = {},
) {
  const ts = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const tenant = opts.tenant ?? "tenant-1";
  const signature = sign("sha256", Buffer.from(`${body}.${tenant}.${ts}`), opts.key ?? privateKey).toString(
    "base64",
  );
  return new Request("http://localhost/api/webhooks", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "svc-signature-1": signature,
      "svc-signature-timestamp": ts,
      "svc-receiver-tenant-id": tenant,
      ...(opts.kind && { "svc-event-type": opts.kind }),
      cookie: "must-not-be-stored=1",
    },
    body,
  });
}

describe("receiveWebhook", () => {
  const test = withAppTestDatabase();
  const rows = () => test.db.webhookDelivery.findMany({ orderBy: { id: "asc" } });
  const payment = (status: string) =>
    JSON.stringify({
      trx_id: Math.floor(Math.random() * 1e9),
      end_to_end_id: "E2E1",
      type: "Payment",
      direction: "OUTBOUND",
      amount: 12345,
      currency: "EUR",
      status,
      updated_at: new Date().toISOString(),
    });

  it("stores a verified delivery before answering 2xx, with its kind and without cookies", async () => {
    const body = payment("To sign");
    const res = await receiveWebhook(delivery(body), config, "req-1");
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const row = await test.db.webhookDelivery.findUniqueOrThrow({ where: { id: BigInt(id) } });
    expect(row).toMatchObject({
      verified: true,
      kind: "PAYMENT_STATUS",
      processing: "pending",
      tenantId: "tenant-1",
      signatureVersions: [1],
    });
    expect(Buffer.from(row.rawBody).toString()).toBe(body);
    expect(row.headers).not.toHaveProperty("cookie");
    expect(row.headers).toHaveProperty("svc-signature-1");
  });

  it("marks a delivery urgent when it holds a payment for confirmation, by its kind or its status", async () => {
    const stored = async (body: string, kind?: string) => {
      const { id } = (await (await receiveWebhook(delivery(body, { kind }), config, null)).json()) as {
        id: string;
      };
      return test.db.webhookDelivery.findUniqueOrThrow({ where: { id: BigInt(id) } });
    };
    // The documented payment status body with "Pending confirmation", no event-type header.
    expect(await stored(payment("Pending confirmation"))).toMatchObject({
      kind: "PAYMENT_STATUS",
      urgent: true,
    });
    expect(await stored(payment("PENDING_CONFIRMATION"))).toMatchObject({ urgent: true });
    expect(await stored(JSON.stringify({ trx_id: 9, status: "x" }), "PENDING_CONFIRMATION")).toMatchObject({
      kind: "PENDING_CONFIRMATION",
      urgent: true,
    });
    expect(await stored(payment("Accepted"))).toMatchObject({ kind: "PAYMENT_STATUS", urgent: false });
  });

  it("stores an identical retry once, counting it, and still answers 2xx", async () => {
    const body = payment("Accepted");
    const first = await receiveWebhook(delivery(body), config, null);
    const again = await receiveWebhook(
      delivery(body, { timestamp: Math.floor(Date.now() / 1000) + 1 }),
      config,
      null,
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      duplicate: true,
      id: ((await first.json()) as { id: string }).id,
    });
    const stored = (await rows()).filter((r) => Buffer.from(r.rawBody).toString() === body);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.duplicates).toBe(1);
  });

  it("stores the kind told by the body's shape first, a name in eventType, and a disagreement's note", async () => {
    const stored = async (body: string, kind?: string) => {
      const { id } = (await (await receiveWebhook(delivery(body, { kind }), config, null)).json()) as {
        id: string;
      };
      return test.db.webhookDelivery.findUniqueOrThrow({ where: { id: BigInt(id) } });
    };
    const breach = JSON.stringify({
      eventType: "MAX_HOLDING_AMOUNT_BREACHED",
      accountBic: "CSGNLT21XXX",
      currency: "EUR",
      holdingAmount: Math.floor(Math.random() * 1e9),
      maxHoldingAmount: 1,
    });
    expect(await stored(breach)).toMatchObject({ kind: "MAX_HOLDING_AMOUNT_BREACHED", kindNote: null });
    const misnamed = await stored(payment("Accepted"), "LIQUIDITY");
    expect(misnamed.kind).toBe("PAYMENT_STATUS");
    expect(misnamed.kindNote).toMatch(/names the kind “LIQUIDITY”, but the body has the documented/);
  });

  it("refuses a tampered body or a wrong tenant with 401, stored as rejected with the reason, never processed", async () => {
    const body = payment("Completed");
    const tampered = delivery(body);
    const forged = new Request(tampered, { body: body.replace("12345", "99999") });
    expect((await receiveWebhook(forged, config, null)).status).toBe(401);
    expect(
      (await receiveWebhook(delivery(payment("Completed"), { tenant: "tenant-2" }), config, null)).status,
    ).toBe(401);
    const rejected = (await rows()).filter((r) => !r.verified);
    expect(rejected.map((r) => r.rejectionReason)).toEqual(
      expect.arrayContaining(["bad_signature", "wrong_tenant"]),
    );
    expect(rejected.every((r) => r.processing === "skipped")).toBe(true);
  });

  it("acknowledges a verified body that is not JSON, stored as unprocessable", async () => {
    const res = await receiveWebhook(delivery("this is {not json"), config, null);
    expect(res.status).toBe(200);
    const row = (await rows()).at(-1)!;
    expect(row).toMatchObject({ verified: true, processing: "unprocessable", kind: "UNKNOWN" });
  });

  it("refuses an oversized body with 413, keeping only its start", async () => {
    const res = await receiveWebhook(delivery("x".repeat(1024 * 1024 + 10)), config, null);
    expect(res.status).toBe(413);
    const row = (await rows()).at(-1)!;
    expect(row).toMatchObject({ verified: false, rejectionReason: "body_too_large", bodyTruncated: true });
    expect(row.rawBody.length).toBeLessThanOrEqual(16 * 1024);
  });

  it("answers 503 without storing when no public key is configured, so the platform keeps retrying", async () => {
    const before = (await rows()).length;
    const res = await receiveWebhook(delivery(payment("Created")), { ...config, publicKeys: [] }, null);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: "webhook_keys_not_configured" });
    expect(await rows()).toHaveLength(before);
  });

  it("answers non-2xx when the delivery cannot be stored, so the platform retries", async () => {
    const holder = globalThis as typeof globalThis & { countersignDb?: Db };
    const working = holder.countersignDb;
    holder.countersignDb = createDb("postgresql://nobody:nothing@127.0.0.1:1/none");
    try {
      const res = await receiveWebhook(delivery(payment("Rejected")), config, "req-x");
      expect(res.status).toBe(503);
    } finally {
      holder.countersignDb = working;
    }
  });
});

describe("receiveWebhook and live updates", () => {
  const test = withAppTestDatabase();

  it("announces a rejected delivery at once; a verified one is announced by its processing", async () => {
    const body = JSON.stringify({
      trx_id: 42,
      end_to_end_id: "E",
      status: "Created",
      updated_at: new Date().toISOString(),
    });
    await receiveWebhook(delivery(body), config, null);
    await receiveWebhook(delivery(body), config, null);
    const rejected = (await (
      await receiveWebhook(delivery(body, { tenant: "tenant-9" }), config, null)
    ).json()) as object;
    expect(rejected).toEqual({ error: "wrong_tenant" });
    const changes = await test.db.changeEvent.findMany({ where: { topic: "deliveries" } });
    const rejectedRow = await test.db.webhookDelivery.findFirstOrThrow({ where: { verified: false } });
    expect(changes.map((c) => c.ref)).toEqual([rejectedRow.id.toString()]);
  });
});
