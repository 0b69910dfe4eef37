import { describe, expect, it } from "vitest";
import { type TWireBody, useSandbox } from "../testing/harness";
import { advance, scene } from "./payments-fixtures";

// docs/platform-interface.md#payment-fields: the optional fields the platform fills from the
// payment message — party codes, non-IBAN accounts (Othr), the instructing bank, the SEPA TxId, return
// charges and the display parties of an Adjustment — appear wherever the payment implies them.

const sandbox = useSandbox();

async function search(query: string): Promise<TWireBody[]> {
  const res = await sandbox.call("GET", `/gateway/v2/transaction/search?limit=100&${query}`, {
    auth: "gateway",
  });
  expect(res.status).toBe(200);
  return res.body.result;
}

const byId = async (id: number) => (await search(`transaction_id=${id}`))[0];

describe("v2 optional fields in seed data", () => {
  it("Adjustment payments carry adjustment_display_parties; other types never do", async () => {
    await sandbox.control("POST", "/seed");
    const adjustments = await search("type_id=6");
    expect(adjustments.length).toBeGreaterThan(0);
    for (const a of adjustments) {
      const party = {
        account: expect.any(String),
        bic: expect.stringMatching(/^[A-Z0-9]{11}$/),
        name: expect.any(String),
      };
      expect(a.adjustment_display_parties).toEqual({ creditor: party, debtor: party });
    }
    expect((await search("type_id=1")).some((p) => "adjustment_display_parties" in p)).toBe(false);
  });

  it("the tenant's customers carry a code; inbound payments name their instructing bank", async () => {
    await sandbox.control("POST", "/seed");
    const inbound = await search("direction=INBOUND&type_id=1&schema=SEPA");
    expect(inbound.length).toBeGreaterThan(0);
    for (const p of inbound) {
      expect(p.creditor_code).toMatch(/^\d{9}(\d{2})?$/);
      expect(p.origin_bic).toBe(p.debtor_bank_bic);
      expect(p.origin_name).toEqual(expect.any(String));
    }
    const outbound = await search("direction=OUTBOUND&type_id=1");
    expect(outbound.every((p) => p.origin_bic === undefined && /^\d{9}(\d{2})?$/.test(p.debtor_code))).toBe(
      true,
    );
  });

  it("SEPA schemes carry sepa_trx_id; SWIFT and T2 never do", async () => {
    await sandbox.control("POST", "/seed");
    for (const p of await search("schema=SEPA&schema=INST&schema=SDD"))
      expect(p.sepa_trx_id).toMatch(/^TX\d{18}$/);
    for (const p of await search("schema=SWIFT&schema=T2")) expect(p.sepa_trx_id).toBeUndefined();
  });

  it("a SWIFT payment to a non-IBAN account shows it as an Othr account with its issuer", async () => {
    await sandbox.control("POST", "/seed");
    const swift = await search("schema=SWIFT");
    const others = swift.filter((p) => p.creditor_account_other || p.debtor_account_other);
    expect(others.length).toBeGreaterThan(0);
    for (const p of others) {
      const [side, other] = p.creditor_account_other
        ? ["creditor", p.creditor_account_other]
        : ["debtor", p.debtor_account_other];
      expect(other).toEqual({
        id: p[`${side}_account`],
        issuer: p[`${side}_bank_bic`].slice(0, 8),
        scheme_name_code: "BBAN",
      });
    }
  });
});

describe("v2 optional fields in control-created payments", () => {
  it("generated parties come with codes; given IBANs get no Othr account", async () => {
    const p = await scene(sandbox, {
      direction: "INBOUND",
      method: "SEPA",
      amount: 1000,
      status: "COMPLETED",
    });
    const item = await byId(p.transaction_id);
    expect(item.creditor_code).toMatch(/^\d{9}(\d{2})?$/);
    expect(item.creditor_account_other).toBeUndefined();
    expect(item).toMatchObject({
      origin_bic: item.debtor_bank_bic,
      sepa_trx_id: expect.stringMatching(/^TX/),
    });
  });

  it("an Adjustment scene shows its parties; codes can be given", async () => {
    const p = await scene(sandbox, {
      direction: "INBOUND",
      method: "SEPA",
      type: "Adjustment",
      amount: 700,
      status: "COMPLETED",
      debtorCode: "302222222",
      creditorCode: "38001010000",
    });
    const item = await byId(p.transaction_id);
    expect(item).toMatchObject({
      debtor_code: "302222222",
      creditor_code: "38001010000",
      type: "Adjustment",
    });
    expect(item.adjustment_display_parties.debtor).toEqual({
      account: item.debtor_account,
      bic: item.debtor_bank_bic,
      name: item.debtor_name,
    });
  });

  it("a return that kept a fee shows it as rtrn_chrgs_amt", async () => {
    const c = await sandbox.control("POST", "/cancellations/inbound", { scheme: "SEPA", amount: 10_000 });
    await sandbox.call("POST", `/gateway/v3/cancellation-requests/${c.id}:respond`, {
      auth: "gateway",
      body: { responseCode: "ACCEPTED", responseDetails: { feeAmount: 150 } },
    });
    const [ret] = await search(`parent_transaction_id=${c.transactionId}`);
    expect(ret).toMatchObject({
      amount: 9_850,
      parent_trx_amt: 10_000,
      rtrn_chrgs_amt: 150,
      type: "Payment return",
    });
  });
});

describe("an outbound SWIFT return (accepted cancellation)", () => {
  it("is Sent to clear, stays there when the request is PAYMENT_RETURNED, and is Accepted on the statement", async () => {
    const c = await sandbox.control("POST", "/cancellations/inbound", { scheme: "SWIFT", amount: 50_000 });
    const res = await sandbox.call("POST", `/gateway/v3/cancellation-requests/${c.id}:respond`, {
      auth: "gateway",
      body: { responseCode: "ACCEPTED" },
    });
    const returnId = res.body.returnTransactionId;
    expect((await byId(returnId)).status).toBe("Sent to clear");
    await advance(sandbox, 2000);
    const get = await sandbox.call("GET", `/gateway/v1/cancellation-requests/${c.id}`, { auth: "gateway" });
    expect(get.body.status).toBe("PAYMENT_RETURNED");
    expect((await byId(returnId)).status).toBe("Sent to clear");
    await sandbox.control("POST", `/payments/${returnId}/statement`);
    expect((await byId(returnId)).status).toBe("Accepted");
  });
});
