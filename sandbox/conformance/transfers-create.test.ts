import { describe, expect, it } from "vitest";
import { transfersScene, type TFieldError, PATH, SCT, INST, OTHER_BIC } from "./transfers-fixtures";

// docs/platform-interface.md#liquidity-transfers and GET/POST /v1/nostro-accounts/transfers: limit 1–100
// (10), offset ≥ 0 (0), filters, sort by request id, purpose ≤ 140, TRANSFER_BETWEEN_DIFFERENT_SCHEMES,
// INTRA_NOSTRO answered as INTERNAL. Open points are in docs/platform.md#assumptions-liquidity-transfers.
// This file: the accounts, creating, and the feature switch.

const { sandbox, list, post, total } = transfersScene();

describe("settlement accounts", () => {
  it("lists the tenant's SCT and INST accounts of one BIC and an SCT account of another", async () => {
    const { accounts } = await sandbox.control("GET", "/transfers/settlement-accounts");
    expect(accounts).toEqual([
      expect.objectContaining({ account: SCT, scheme: "SCT", bic: "CSGNLT21XXX" }),
      expect.objectContaining({ account: INST, scheme: "INST", bic: "CSGNLT21XXX" }),
      expect.objectContaining({ account: OTHER_BIC, scheme: "SCT", bic: "CSGNLT22XXX" }),
    ]);
  });
});

describe("POST /v1/nostro-accounts/transfers", () => {
  it("creates a CREATED transfer from SCT to INST with the defaults", async () => {
    const res = await post({
      requestId: "REQ-1",
      amount: 250_000,
      currency: "EUR",
      debtorAccount: SCT,
      creditorAccount: INST,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      requestId: "REQ-1",
      amount: 250_000,
      currency: "EUR",
      debtorAccount: SCT,
      creditorAccount: INST,
      sepaMessageId: expect.any(String),
      status: "CREATED",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      transferType: "INTERNAL",
      debtorBankName: expect.any(String),
      creditorBankName: expect.any(String),
      purpose: expect.any(String),
    });
    expect((await list("?requestId=REQ-1")).body.result).toEqual([res.body]);
  });

  it("moves INST to SCT too, generating a requestId and defaulting the currency", async () => {
    const res = await post({ amount: 100, debtorAccount: INST, creditorAccount: SCT });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ currency: "EUR", requestId: expect.stringMatching(/\S+/) });
  });

  it("accepts transferType INTRA_NOSTRO and answers INTERNAL", async () => {
    const res = await post({
      amount: 100,
      debtorAccount: SCT,
      creditorAccount: INST,
      transferType: "INTRA_NOSTRO",
    });
    expect(res.status).toBe(201);
    expect(res.body.transferType).toBe("INTERNAL");
    expect((await list()).body.result[0].transferType).toBe("INTERNAL");
  });

  it("keeps a purpose of 140 characters and refuses 141", async () => {
    const ok = await post({
      amount: 100,
      debtorAccount: SCT,
      creditorAccount: INST,
      purpose: "p".repeat(140),
    });
    expect(ok.body.purpose).toBe("p".repeat(140));
    const long = await post({
      amount: 100,
      debtorAccount: SCT,
      creditorAccount: INST,
      purpose: "p".repeat(141),
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      code: "VALIDATION_ERROR",
      data: { errors: [{ field_name: "purpose" }] },
    });
    expect(await total()).toBe(1);
  });

  it.each([
    ["SCT to the same SCT account", SCT, SCT],
    ["INST to INST", INST, INST],
    ["SCT to an SCT account of another BIC", SCT, OTHER_BIC],
    ["INST to another BIC", INST, OTHER_BIC],
    ["another BIC to INST", OTHER_BIC, INST],
    ["an account that is not the tenant's", "LT601010012345678901", INST],
  ])(
    "refuses %s with 400 TRANSFER_BETWEEN_DIFFERENT_SCHEMES",
    async (_name, debtorAccount, creditorAccount) => {
      const res = await post({ amount: 100, debtorAccount, creditorAccount });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: "TRANSFER_BETWEEN_DIFFERENT_SCHEMES",
        message: expect.any(String),
        data: { errors: [] },
      });
      expect(await total()).toBe(0);
    },
  );

  it.each([
    ["a zero amount", { amount: 0 }, "amount"],
    ["a fractional amount", { amount: 1.5 }, "amount"],
    ["a string amount", { amount: "100" }, "amount"],
    ["another currency", { currency: "USD" }, "currency"],
    ["an unknown transferType", { transferType: "CROSS_RAIL" }, "transferType"],
    ["no creditor account", { creditorAccount: undefined }, "creditorAccount"],
    ["a requestId with spaces", { requestId: "two words" }, "requestId"],
  ])("refuses %s with 400 VALIDATION_ERROR and creates nothing", async (_name, patch, field) => {
    const res = await post({ amount: 100, debtorAccount: SCT, creditorAccount: INST, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    expect(res.body.data.errors.map((e: TFieldError) => e.field_name)).toContain(field);
    expect(await total()).toBe(0);
  });

  it("refuses malformed JSON with 400 VALIDATION_ERROR", async () => {
    const res = await sandbox.call("POST", PATH, {
      auth: "gateway",
      rawBody: "{amount:",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    expect(await total()).toBe(0);
  });

  it("refuses a second transfer with the same requestId with 409 DUPLICATE_REQUEST_ID", async () => {
    const body = { requestId: "REQ-DUP", amount: 100, debtorAccount: SCT, creditorAccount: INST };
    expect((await post(body)).status).toBe(201);
    const again = await post(body);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("DUPLICATE_REQUEST_ID");
    expect(await total()).toBe(1);
  });
});

describe("liquidity feature", () => {
  it("answers 403 FEATURE_DISABLED on list and create when the tenant has no liquidity transfers", async () => {
    await sandbox.control("PATCH", "/features", { liquidity: false });
    const create = await post({ amount: 100, debtorAccount: SCT, creditorAccount: INST });
    const read = await list();
    expect([create.status, read.status]).toEqual([403, 403]);
    expect([create.body.code, read.body.code]).toEqual(["FEATURE_DISABLED", "FEATURE_DISABLED"]);
    await sandbox.control("PATCH", "/features", { liquidity: true });
    expect(await total()).toBe(0);
  });
});
