import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";
import { countPayments, sepaBody } from "./payments-fixtures";
import { V3, LEGACY, key } from "./payments-create-fixtures";

// docs/platform-interface.md#payment-creation: what both create endpoints refuse, creating nothing.

const sandbox = useSandbox({ SANDBOX_SIGNING_THRESHOLD: "100000" });

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
    [
      "a creditor reference with wrong check digits",
      sepaBody({ remittanceInformation: undefined, creditorReference: "RF19539007547034" }),
    ],
    ["both kinds of remittance", sepaBody({ creditorReference: "RF18539007547034" })],
    [
      "an execution date for an Instant payment",
      sepaBody({ scheme: "INST", requestedExecutionDate: "2099-01-01" }),
    ],
    ["an execution date in the past", sepaBody({ requestedExecutionDate: "2000-01-01" })],
    ["an execution date over a year ahead", sepaBody({ requestedExecutionDate: "2999-01-01" })],
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
