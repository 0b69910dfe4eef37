import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";
import { advance, scene, statusOf, STEP_MS } from "./payments-fixtures";

// docs/platform-interface.md#payment-statuses: outbound SWIFT is Accepted when the correspondent's statement
// confirms the debit; an inbound SCT with a future settlement date is Accepted, then Completed on that date.
// Also the payments control scenes (POST /control/payments and its sub-routes).

const sandbox = useSandbox({ SANDBOX_SIGNING_THRESHOLD: "100000" });
const DAY = 86_400_000;

const today = async () => ((await sandbox.control("GET", "/clock")).now as string).slice(0, 10);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describe("outbound SWIFT", () => {
  it("goes Sent to clear, then Accepted on the correspondent's statement", async () => {
    const { transaction_id: id, status_hardvalue } = await scene(sandbox, {
      direction: "OUTBOUND",
      method: "SWIFT",
      amount: 50_000,
      currency: "USD",
    });
    expect(status_hardvalue).toBe("CREATED");
    await advance(sandbox, STEP_MS);
    expect(await statusOf(sandbox, id)).toBe("SENT_TO_CLEAR");
    await advance(sandbox, STEP_MS * 10);
    expect(await statusOf(sandbox, id)).toBe("SENT_TO_CLEAR");
    const res = await sandbox.call("POST", `/control/payments/${id}/statement`);
    expect(res.status).toBe(200);
    expect(res.body.status_hardvalue).toBe("ACCEPTED");
  });

  it("also confirms an outbound SWIFT return by statement", async () => {
    const { transaction_id: id } = await scene(sandbox, {
      direction: "OUTBOUND",
      method: "SWIFT",
      type: "Payment return",
      amount: 900,
      status: "SENT_TO_CLEAR",
    });
    expect((await sandbox.call("POST", `/control/payments/${id}/statement`)).body.status).toBe("Accepted");
  });

  it("is held in TO_SIGN above the signing threshold", async () => {
    const created = await scene(sandbox, { direction: "OUTBOUND", method: "SWIFT", amount: 100_001 });
    expect(created.status_hardvalue).toBe("TO_SIGN");
  });

  it("refuses a statement for a payment not awaiting one (409), or unknown (404)", async () => {
    const early = await scene(sandbox, { direction: "OUTBOUND", method: "SWIFT", amount: 50_000 });
    expect((await sandbox.call("POST", `/control/payments/${early.transaction_id}/statement`)).status).toBe(
      409,
    );
    const sct = await scene(sandbox, {
      direction: "OUTBOUND",
      method: "SEPA",
      amount: 50_000,
      status: "SENT_TO_CLEAR",
    });
    expect((await sandbox.call("POST", `/control/payments/${sct.transaction_id}/statement`)).body.code).toBe(
      "NOT_AWAITING_STATEMENT",
    );
    expect((await sandbox.call("POST", "/control/payments/999999/statement")).status).toBe(404);
  });
});

describe("inbound SCT with a settlement date", () => {
  it("is Accepted until the sandbox clock reaches the settlement date, then Completed", async () => {
    const date = plusDays(await today(), 2);
    const { transaction_id: id, status_hardvalue } = await scene(sandbox, {
      direction: "INBOUND",
      method: "SEPA",
      amount: 7_500,
      settlementDate: date,
    });
    expect(status_hardvalue).toBe("ACCEPTED");
    await advance(sandbox, DAY);
    expect(await statusOf(sandbox, id)).toBe("ACCEPTED");
    await advance(sandbox, DAY);
    expect(await statusOf(sandbox, id)).toBe("COMPLETED");
  });

  it("completes at once when the settlement date is today or past", async () => {
    const created = await scene(sandbox, {
      direction: "INBOUND",
      method: "SEPA",
      amount: 7_500,
      settlementDate: await today(),
    });
    expect(created.status_hardvalue).toBe("COMPLETED");
  });

  it("a scene-set Accepted inbound SCT also completes on its date", async () => {
    const date = plusDays(await today(), 1);
    const { transaction_id: id } = await scene(sandbox, {
      direction: "INBOUND",
      method: "SEPA",
      amount: 1,
      status: "Accepted",
      settlementDate: date,
    });
    await advance(sandbox, DAY);
    expect(await statusOf(sandbox, id)).toBe("COMPLETED");
  });
});

describe("POST /control/payments", () => {
  it("creates a TO_SIGN payment by a given client, with realistic parties filled in", async () => {
    const p = await scene(sandbox, {
      direction: "OUTBOUND",
      method: "INST",
      amount: 10,
      status: "TO_SIGN",
      createdByClient: "api-sepa-approver-client",
    });
    expect(p).toMatchObject({
      status: "To sign",
      status_hardvalue: "TO_SIGN",
      method: "INST",
      debtor_bank_bic: "CSGNLT21XXX",
    });
    expect(p.debtor_account).toMatch(/^LT\d{18}$/);
    expect(p.creditor_account).toMatch(/^[A-Z]{2}\d{2}/);
    expect(p.creditor_name).toEqual(expect.any(String));
    expect(p).not.toHaveProperty("internal");
  });

  it("keeps every field it is given", async () => {
    const parent = await scene(sandbox, {
      direction: "OUTBOUND",
      method: "SEPA",
      amount: 400,
      status: "Completed",
    });
    const p = await scene(sandbox, {
      direction: "INBOUND",
      method: "SEPA",
      type: "Payment return",
      amount: 400,
      status: "Completed",
      parentTrxId: parent.transaction_id,
      parentTrxAmount: 400,
      originReasonCode: "AC04",
      metadata: ["m-1"],
      uetr: "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
      endToEndId: "E2E-X",
      createdAt: "2026-01-02T03:04:05Z",
    });
    expect(p).toMatchObject({
      type: "Payment return",
      type_id: 2,
      parent_trx_id: parent.transaction_id,
      parent_trx_amt: 400,
      origin_reason_code: "AC04",
      metadata: ["m-1"],
      uetr: "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
      end_to_end_id: "E2E-X",
      datetime: "2026-01-02T03:04:05.000Z",
    });
  });

  it("does not move a payment whose status it was given", async () => {
    const { transaction_id: id } = await scene(sandbox, {
      direction: "OUTBOUND",
      method: "SEPA",
      amount: 10,
      status: "Created",
    });
    await advance(sandbox, STEP_MS * 3);
    expect(await statusOf(sandbox, id)).toBe("CREATED");
  });

  it("refuses bad scenes with 400", async () => {
    for (const body of [
      { direction: "OUTBOUND", method: "ACH", amount: 1 },
      { direction: "OUTBOUND", method: "SEPA", amount: 0 },
      { direction: "OUTBOUND", method: "SEPA", amount: 1, status: "Lost" },
      { direction: "OUTBOUND", method: "SEPA", amount: 1, colour: "red" },
    ]) {
      expect((await sandbox.call("POST", "/control/payments", { body })).status).toBe(400);
    }
  });

  it("refuses a web signature for a payment not in TO_SIGN (409) or unknown (404)", async () => {
    const p = await scene(sandbox, {
      direction: "OUTBOUND",
      method: "SEPA",
      amount: 10,
      status: "Completed",
    });
    expect(
      (
        await sandbox.call("POST", `/control/payments/${p.transaction_id}/signatures`, {
          body: { signer: "web:x" },
        })
      ).status,
    ).toBe(409);
    expect(
      (await sandbox.call("POST", "/control/payments/999999/signatures", { body: { signer: "web:x" } }))
        .status,
    ).toBe(404);
  });
});
