import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";
import { advance, countPayments, sepaBody, statusOf, STEP_MS } from "./payments-fixtures";
import { V3, LEGACY, key } from "./payments-create-fixtures";

// docs/platform-interface.md#payment-creation: POST /v3/payments/sepa and POST /gateway/createSepaPmt (under
// {base_url}) create SEPA CT and SEPA Instant payments with Idempotency-Key; outbound SCT/INST above the
// signing threshold with signing enabled go to TO_SIGN, the others process on (SCT: Accepted → Completed;
// INST: Sent to clear first).
// Idempotency: payments-create-idempotency.test.ts; bad input: payments-create-bad-input.test.ts.

const sandbox = useSandbox({ SANDBOX_SIGNING_THRESHOLD: "100000" });

describe("POST /v3/payments/sepa", () => {
  it("creates an outbound SCT and answers 201 with its v3 summary", async () => {
    const res = await sandbox.call("POST", V3, { auth: "gateway", body: sepaBody() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      uetr: null,
      direction: "OUTBOUND",
      method: "SEPA",
      type: "Payment",
      status: "CREATED",
      amount: 12_345,
      currency: "EUR",
      debtorAccount: "LT933990000000000001",
      creditorAccount: "DE89370400440532013000",
      creditorName: "Nordlicht Logistik GmbH",
    });
    const item = (
      await sandbox.call("GET", `/gateway/v2/transaction/search?transaction_id=${res.body.data.id}`, {
        auth: "gateway",
      })
    ).body.result[0];
    expect(item).toMatchObject({
      trx_purpose_information: "Invoice 2026-001",
      debtor_bank_bic: "CSGNLT21XXX",
      end_to_end_id: expect.any(String),
    });
  });

  it("keeps a structured creditor reference and a requested execution date", async () => {
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const body = sepaBody({
      remittanceInformation: undefined,
      creditorReference: "RF18539007547034",
      requestedExecutionDate: day,
    });
    const res = await sandbox.call("POST", V3, { auth: "gateway", body });
    expect(res.status).toBe(201);
    expect(res.body.data.settlementDate).toBe(day);
    const item = (
      await sandbox.call("GET", `/gateway/v2/transaction/search?transaction_id=${res.body.data.id}`, {
        auth: "gateway",
      })
    ).body.result[0];
    expect(item.trx_purpose_information).toBe("RF18539007547034");
  });

  it("moves an SCT to Accepted, then Completed, one payment step each", async () => {
    const { id } = (await sandbox.call("POST", V3, { auth: "gateway", body: sepaBody() })).body.data;
    await advance(sandbox, STEP_MS);
    expect(await statusOf(sandbox, id)).toBe("ACCEPTED");
    await advance(sandbox, STEP_MS);
    expect(await statusOf(sandbox, id)).toBe("COMPLETED");
  });

  it("moves an SCT Inst through Sent to clear, Accepted and Completed", async () => {
    const { id } = (await sandbox.call("POST", V3, { auth: "gateway", body: sepaBody({ scheme: "INST" }) }))
      .body.data;
    const seen = [];
    for (let n = 0; n < 3; n++) {
      await advance(sandbox, STEP_MS);
      seen.push(await statusOf(sandbox, id));
    }
    expect(seen).toEqual(["SENT_TO_CLEAR", "ACCEPTED", "COMPLETED"]);
  });

  it("holds a payment above the signing threshold in TO_SIGN, and not one at the threshold", async () => {
    const above = await sandbox.call("POST", V3, { auth: "gateway", body: sepaBody({ amount: 100_001 }) });
    expect(above.body.data.status).toBe("TO_SIGN");
    const at = await sandbox.call("POST", V3, {
      auth: "gateway",
      body: sepaBody({ amount: 100_000, scheme: "INST" }),
    });
    expect(at.body.data.status).toBe("CREATED");
    await advance(sandbox, STEP_MS * 3);
    expect(await statusOf(sandbox, above.body.data.id)).toBe("TO_SIGN");
  });

  it("does not hold large payments while signing is disabled", async () => {
    await sandbox.control("PATCH", "/features", { signing: { enabled: false } });
    const res = await sandbox.call("POST", V3, { auth: "gateway", body: sepaBody({ amount: 5_000_000 }) });
    expect(res.body.data.status).toBe("CREATED");
    await advance(sandbox, STEP_MS);
    expect(await statusOf(sandbox, res.body.data.id)).toBe("ACCEPTED");
  });
});

describe("POST /gateway/createSepaPmt", () => {
  it("creates from {payment: {...}} and answers 201 with the v2 item", async () => {
    const res = await sandbox.call("POST", LEGACY, { auth: "gateway", body: { payment: sepaBody() } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      transaction_id: expect.any(Number),
      status_hardvalue: "CREATED",
      method: "SEPA",
      amount: 12_345,
      currency_isocode_alphabetic: "EUR",
    });
    expect(res.body).not.toHaveProperty("internal");
  });

  it("holds it for signing above the threshold", async () => {
    const res = await sandbox.call("POST", LEGACY, {
      auth: "gateway",
      body: { payment: sepaBody({ amount: 250_000 }) },
    });
    expect(res.body.status_hardvalue).toBe("TO_SIGN");
  });
});

it("keeps the keys of the two create endpoints apart", async () => {
  await sandbox.call("POST", V3, { auth: "gateway", body: sepaBody(), headers: key("same") });
  const legacy = await sandbox.call("POST", LEGACY, {
    auth: "gateway",
    body: { payment: sepaBody() },
    headers: key("same"),
  });
  expect(legacy.status).toBe(201);
  expect(await countPayments(sandbox)).toBe(2);
});

it("records the creating API client (it may not approve its own payment)", async () => {
  const res = await sandbox.call("POST", V3, { auth: "approver", body: sepaBody({ amount: 500_000 }) });
  const own = await sandbox.call("PATCH", `/gateway/v1/transactions/${res.body.data.id}:approve`, {
    auth: "approver",
  });
  expect(own.body.code).toBe("SAME_CLIENT_APPROVAL");
});
