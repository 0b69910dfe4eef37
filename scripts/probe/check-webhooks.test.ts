import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSettings } from "@/lib/env";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { receiveWebhook } from "@/lib/webhooks/receive-webhook";
import { sandboxSettings } from "@/sandbox/defaults";
import { checkWebhooks } from "./check-webhooks";

// The probe's webhook checks read what Countersign stored: a delivery signed with the platform's key must
// verify with the configured key, and a key from another environment must be named as the fault.

const pair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const platformKey = pair();
const otherKey = pair();
const pem = (k: ReturnType<typeof pair>) => k.publicKey.export({ type: "spki", format: "pem" }).toString();

const settings = (key: ReturnType<typeof pair> | null) =>
  parseSettings({
    ...sandboxSettings("http://127.0.0.1:1"),
    DATABASE_URL: "postgresql://unused.invalid/none",
    NEXTAUTH_SECRET: "x".repeat(32),
    ...(key && { WEBHOOK_PUBLIC_KEYS: pem(key) }),
  });

async function storeSignedDelivery(tenantId: string) {
  const body = JSON.stringify({
    trx_id: 42,
    end_to_end_id: "E2E-PROBE",
    type: "Payment",
    direction: "OUTBOUND",
    amount: 100,
    currency: "EUR",
    status: "To sign",
    updated_at: new Date().toISOString(),
  });
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = sign("sha256", Buffer.from(`${body}.${tenantId}.${ts}`), platformKey.privateKey);
  const res = await receiveWebhook(
    new Request("http://localhost/api/webhooks", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "svc-signature-1": signature.toString("base64"),
        "svc-signature-timestamp": ts,
        "svc-receiver-tenant-id": tenantId,
      },
      body,
    }),
    {
      publicKeys: [platformKey.publicKey],
      tenantId,
      headerPrefix: "svc",
      toleranceSeconds: 300,
      trustedProxyHops: 0,
      allowedSources: null,
      unverifiedPerHour: 120,
      rejectedSamplesPerHour: 20,
    },
    "probe-test",
  );
  expect(res.status).toBe(200);
}

describe("platform probe, webhooks", () => {
  const test = withAppTestDatabase();

  it("skips without a database, and skips until a signed delivery is stored", async () => {
    const [none] = await checkWebhooks(settings(platformKey), null);
    expect(none).toMatchObject({ verdict: "skipped", evidence: "no database configured" });
    const [empty] = await checkWebhooks(settings(platformKey), test.url);
    expect(empty).toMatchObject({ verdict: "skipped", evidence: "no signed delivery is stored yet" });
  });

  it("the platform's key verifies the stored delivery; another environment's key is named as the fault", async () => {
    const s = settings(platformKey);
    await storeSignedDelivery(s.PLATFORM_TENANT_ID);

    const [key, kinds] = await checkWebhooks(s, test.url);
    expect(key).toMatchObject({ verdict: "holds" });
    expect(key!.evidence).toMatch(/^delivery \d+ verifies/);
    expect(kinds).toMatchObject({ verdict: "holds" });
    expect(kinds!.evidence).toContain("PAYMENT_STATUS 1");

    const [wrong] = await checkWebhooks(settings(otherKey), test.url);
    expect(wrong).toMatchObject({ verdict: "fail" });
    expect(wrong!.then).toContain("WEBHOOK_PUBLIC_KEYS");

    const [unset] = await checkWebhooks(settings(null), test.url);
    expect(unset).toMatchObject({ verdict: "fail", evidence: "WEBHOOK_PUBLIC_KEYS is not set" });
  });
});
