import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";
import { advance, countPayments, sepaBody, statusOf, STEP_MS } from "./payments-fixtures";

// docs/platform-interface.md#payment-creation: POST /v3/payments/sepa and POST /gateway/createSepaPmt (under
// {base_url}) create SEPA CT and SEPA Instant payments with Idempotency-Key; outbound SCT/INST above the
// signing threshold with signing enabled go to TO_SIGN, the others process on (SCT: Accepted → Completed;
// INST: Sent to clear first).

const sandbox = useSandbox({ SANDBOX_SIGNING_THRESHOLD: "100000" });
const V3 = "/gateway/v3/payments/sepa";
const LEGACY = "/gateway/gateway/createSepaPmt";
const key = (k: string) => ({ "idempotency-key": k });

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

describe.each([
  ["POST /v3/payments/sepa", V3, (b: object) => b],
  ["POST /gateway/createSepaPmt", LEGACY, (b: object) => ({ payment: b })],
])("%s idempotency", (_name, path, wrap) => {
  it("replays the first answer for the same key and body, creating nothing more", async () => {
    const first = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(sepaBody()),
      headers: key("k-1"),
    });
    await advance(sandbox, STEP_MS);
    const again = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(sepaBody()),
      headers: key("k-1"),
    });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBe("false");
    expect(await countPayments(sandbox)).toBe(1);
  });

  it("treats the same body in another key order as the same request", async () => {
    const body = sepaBody();
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(body), headers: key("k-order") });
    const again = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(reversed),
      headers: key("k-order"),
    });
    expect(again.status).toBe(201);
    expect(await countPayments(sandbox)).toBe(1);
  });

  it("answers 409 IDEMPOTENCY_KEY_REUSED for the same key with another body", async () => {
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(sepaBody()), headers: key("k-2") });
    const other = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(sepaBody({ amount: 999 })),
      headers: key("k-2"),
    });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      data: { errors: [{ field_name: "Idempotency-Key" }] },
    });
    expect(await countPayments(sandbox)).toBe(1);
  });

  it("creates again without a key, and for a key another API client used", async () => {
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(sepaBody()) });
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(sepaBody()) });
    await sandbox.call("POST", path, { auth: "gateway", body: wrap(sepaBody()), headers: key("shared") });
    const approver = await sandbox.call("POST", path, {
      auth: "approver",
      body: wrap(sepaBody()),
      headers: key("shared"),
    });
    expect(approver.headers.get("idempotent-replayed")).toBe("false");
    expect(await countPayments(sandbox)).toBe(4);
  });

  it("refuses a key longer than 255 characters with 400", async () => {
    const res = await sandbox.call("POST", path, {
      auth: "gateway",
      body: wrap(sepaBody()),
      headers: key("x".repeat(256)),
    });
    expect(res.status).toBe(400);
    expect(await countPayments(sandbox)).toBe(0);
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

describe("bad create input → 400, nothing created", () => {
  const bad: [string, unknown][] = [
    ["no creditorIban", sepaBody({ creditorIban: undefined })],
    ["an IBAN with wrong check digits", sepaBody({ creditorIban: "DE89370400440532013001" })],
    ["a currency other than EUR", sepaBody({ currency: "USD" })],
    ["amount 0", sepaBody({ amount: 0 })],
    ["a fractional amount", sepaBody({ amount: 10.5 })],
    ["an amount as a string", sepaBody({ amount: "100" })],
    ["an amount above 999,999,999.99", sepaBody({ amount: 100_000_000_000 })],
    ["a scheme other than SEPA or INST", sepaBody({ scheme: "SWIFT" })],
    ["an end-to-end id over 35 characters", sepaBody({ endToEndId: "E".repeat(36) })],
    ["remittance information over 140 characters", sepaBody({ remittanceInformation: "r".repeat(141) })],
    ["no creditor name", sepaBody({ creditorName: undefined })],
    ["a malformed BIC", sepaBody({ creditorBic: "NOTABIC" })],
  ];

  it.each(bad)("v3: %s", async (_name, body) => {
    const res = await sandbox.call("POST", V3, { auth: "gateway", body, headers: key("bad") });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION_ERROR",
      data: { errors: [{ field_name: expect.any(String) }] },
    });
    expect(await countPayments(sandbox)).toBe(0);
  });

  it.each(bad)("createSepaPmt: %s", async (_name, body) => {
    const res = await sandbox.call("POST", LEGACY, { auth: "gateway", body: { payment: body } });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0].field_name).toMatch(/^payment\./);
    expect(await countPayments(sandbox)).toBe(0);
  });

  it("malformed JSON", async () => {
    const res = await sandbox.call("POST", V3, {
      auth: "gateway",
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    expect(await countPayments(sandbox)).toBe(0);
  });

  it("createSepaPmt without the payment object", async () => {
    const res = await sandbox.call("POST", LEGACY, { auth: "gateway", body: sepaBody() });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0].field_name).toBe("payment");
  });

  it("needs a bearer token", async () => {
    expect((await sandbox.call("POST", V3, { body: sepaBody() })).status).toBe(401);
    expect(await countPayments(sandbox)).toBe(0);
  });
});
