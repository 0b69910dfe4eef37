import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { deliveriesContaining, paymentStatus } from "./fixtures/users";
import { forgedKey, paymentStatusBody, signedDelivery } from "./fixtures/webhooks";

// The webhook trust model (docs/architecture.md#how-a-webhook-flows) against the production build, over HTTP.

const marker = () => `mark-${randomUUID()}`;
const bodyWith = (m: string) =>
  JSON.stringify({
    trx_id: Math.floor(Math.random() * 1e9),
    end_to_end_id: m,
    status: "Accepted",
    updated_at: new Date().toISOString(),
  });

test(
  "a genuine delivery is stored and acknowledged; an identical retry is stored once",
  PLATFORM,
  async ({ request }) => {
    const m = marker();
    const delivery = signedDelivery(bodyWith(m));
    const first = await request.post("/api/webhooks", delivery);
    expect(first.status()).toBe(200);
    const retry = await request.post("/api/webhooks", delivery);
    expect(retry.status()).toBe(200);
    expect(await retry.json()).toMatchObject({ duplicate: true });
    expect(await deliveriesContaining(m)).toEqual([
      expect.objectContaining({ verified: true, duplicates: 1, kind: "PAYMENT_STATUS" }),
    ]);
  },
);

// A minute past the 300 s tolerance: the server's clock may tick a second on before it checks, so an
// edge value would flake here (the exact edges are unit-tested with a fixed clock in lib/webhooks/verify).
for (const [name, make, reason] of [
  ["a forged signature", (b: string) => signedDelivery(b, { key: forgedKey() }), "bad_signature"],
  ["another tenant", (b: string) => signedDelivery(b, { tenant: "someone-else" }), "wrong_tenant"],
  [
    "a stale timestamp",
    (b: string) => signedDelivery(b, { timestamp: Math.floor(Date.now() / 1000) - 360 }),
    "stale_timestamp",
  ],
  [
    "a future timestamp",
    (b: string) => signedDelivery(b, { timestamp: Math.floor(Date.now() / 1000) + 360 }),
    "future_timestamp",
  ],
  ["no signature", (b: string) => signedDelivery(b, { omit: "svc-signature-1" }), "missing_signature"],
] as const) {
  test(`${name} is refused with 401 and kept as rejected, never processed`, PLATFORM, async ({ request }) => {
    const m = marker();
    const res = await request.post("/api/webhooks", make(bodyWith(m)));
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: reason });
    expect(await deliveriesContaining(m)).toEqual([
      expect.objectContaining({ verified: false, rejection_reason: reason, processing: "skipped" }),
    ]);
  });
}

test(
  "a genuine but garbage body is acknowledged and stored as unprocessable, so it never blocks the stream",
  PLATFORM,
  async ({ request }) => {
    const m = marker();
    const res = await request.post("/api/webhooks", signedDelivery(`{{not json ${m}`));
    expect(res.status()).toBe(200);
    expect(await deliveriesContaining(m)).toEqual([
      expect.objectContaining({ verified: true, processing: "unprocessable" }),
    ]);
  },
);

test(
  "deliveries out of order are all stored, and a late older status never overwrites a newer one",
  PLATFORM,
  async ({ request }) => {
    const trx = Math.floor(Math.random() * 1e9);
    const newer = paymentStatusBody(trx, "Accepted", new Date(Date.now() - 1000).toISOString());
    const older = paymentStatusBody(trx, "To sign", new Date(Date.now() - 60_000).toISOString());
    expect((await request.post("/api/webhooks", signedDelivery(newer))).status()).toBe(200);
    expect((await request.post("/api/webhooks", signedDelivery(older))).status()).toBe(200);
    expect(await deliveriesContaining(`E2E-${trx}`)).toHaveLength(2);
    // Both are processed; the current status follows the events' own timestamps, not their arrival.
    await expect
      .poll(() => deliveriesContaining(`E2E-${trx}`).then((rows) => rows.map((r) => r.processing)))
      .toEqual(["processed", "processed"]);
    expect(await paymentStatus(trx)).toBe("Accepted");
  },
);
