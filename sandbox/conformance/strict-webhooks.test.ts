import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";
import { startReceiver, type TReceived, type TReceiver } from "../webhooks/test-receiver";

// The strict profile's webhooks carry only what the interface shows (sandbox/README.md, Profiles): a
// pending Instant confirmation is a payment status webhook with the documented body, no event-type
// header, no `event` field in the bodies the interface does not show. A receiver tells kinds by shape.

const sandbox = useSandbox({
  SANDBOX_PROFILE: "strict",
  SANDBOX_WRITE_DROP_RATE: "0",
  SANDBOX_INSTANT_CONFIRMATION: "manual",
});
const PAYMENT_STATUS_FIELDS = [
  "trx_id",
  "end_to_end_id",
  "type",
  "direction",
  "amount",
  "currency",
  "status",
  "updated_at",
  "debtor_iban",
  "creditor_iban",
];
const SIGNATURE_HEADERS = ["svc-signature-1", "svc-signature-timestamp", "svc-receiver-tenant-id"];
let receiver: TReceiver;

beforeEach(async () => {
  receiver = await startReceiver();
  await sandbox.control("PUT", "/webhooks/url", { url: receiver.url });
});
afterEach(async () => receiver.close());

const svcHeaders = (r: TReceived) => Object.keys(r.headers).filter((h) => h.startsWith("svc-"));
const arrive = () =>
  sandbox.control("POST", "/payments/instant-inbound", {
    amount: 2_500,
    debtorAccount: "FR1420041010050500013M02606",
    creditorAccount: "DE89370400440532013000",
  });

describe("a pending Instant confirmation", () => {
  it("arrives as a payment status webhook whose body is exactly the documented one", async () => {
    const p = await arrive();
    const [r] = await receiver.waitFor(1);
    expect(Object.keys(r!.json)).toEqual(PAYMENT_STATUS_FIELDS);
    expect(r!.json).toEqual({
      trx_id: p.transaction_id,
      end_to_end_id: p.end_to_end_id,
      type: "Payment",
      direction: "INBOUND",
      amount: 2_500,
      currency: "EUR",
      status: "Pending confirmation",
      updated_at: p.updated_at,
      debtor_iban: "FR1420041010050500013M02606",
      creditor_iban: "DE89370400440532013000",
    });
    expect(svcHeaders(r!).sort()).toEqual([...SIGNATURE_HEADERS].sort());
    const log = await sandbox.control("GET", "/webhooks/deliveries");
    expect([...log.queued, ...log.delivered].map((d: { kind: string }) => d.kind)).toEqual([
      "PAYMENT_STATUS",
    ]);
  });

  it("keeps the 5-second window: an answer in it is taken", async () => {
    const p = await arrive();
    await sandbox.control("POST", "/clock/advance", { ms: 3_000 });
    const res = await sandbox.call("POST", `/gateway/v1/transactions/${p.transaction_id}/response`, {
      auth: "gateway",
      body: { decision: "ACCEPT" },
    });
    expect(res.status).toBe(200);
    const [, accepted] = await receiver.waitFor(2);
    expect(accepted!.json).toMatchObject({ trx_id: p.transaction_id, status: "Accepted" });
  });

  it("keeps the fallback: no answer in 5 seconds rejects (manual mode), told by a payment status webhook", async () => {
    const p = await arrive();
    await sandbox.control("POST", "/clock/advance", { ms: 5_000 });
    const [, rejected] = await receiver.waitFor(2);
    expect(rejected!.json).toMatchObject({ trx_id: p.transaction_id, status: "Rejected" });
    const after = await sandbox.control("GET", `/payments/instant-inbound/${p.transaction_id}`);
    expect(after).toMatchObject({ status: "Rejected", origin_reason_code: "AB05" });
  });
});

describe("kinds without a shown payload", () => {
  it("MAX_HOLDING_AMOUNT_BREACHED has no `event` field and no event-type header", async () => {
    await sandbox.control("POST", "/holding-breach", { holdingAmount: 2_000_00, maxHoldingAmount: 1_000_00 });
    const [r] = await receiver.waitFor(1);
    expect(r!.json).not.toHaveProperty("event");
    expect(r!.json).toMatchObject({ holdingAmount: 2_000_00, maxHoldingAmount: 1_000_00 });
    expect(svcHeaders(r!).sort()).toEqual([...SIGNATURE_HEADERS].sort());
  });

  it("LIQUIDITY has no `event` field and no event-type header", async () => {
    await sandbox.control("POST", "/webhooks/test-event", { kind: "liquidity" });
    const [r] = await receiver.waitFor(1);
    expect(r!.json).not.toHaveProperty("event");
    expect(r!.json).toMatchObject({ id: expect.any(Number), status: "SENT_TO_CLEAR" });
    expect(svcHeaders(r!).sort()).toEqual([...SIGNATURE_HEADERS].sort());
  });

  it("the two documented kinds are unchanged but for the header", async () => {
    await sandbox.control("POST", "/webhooks/test-event", { kind: "cancellation.status" });
    const [r] = await receiver.waitFor(1);
    expect(Object.keys(r!.json)).toEqual(["cancellationId", "trxId", "direction", "reason", "status"]);
    expect(svcHeaders(r!)).not.toContain("svc-event-type");
  });
});
