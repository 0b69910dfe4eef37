import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";

type TTransfer = { id: number; requestId: string; status: string; creditorAccount: string };
type TEvent = { kind: string; transfer: TTransfer };
type TFieldError = { field_name: string };

// docs/platform-interface.md#liquidity-transfers and GET/POST /v1/nostro-accounts/transfers: limit 1–100
// (10), offset ≥ 0 (0), filters, sort by request id, purpose ≤ 140, TRANSFER_BETWEEN_DIFFERENT_SCHEMES,
// INTRA_NOSTRO answered as INTERNAL. Open points are in docs/platform.md#assumptions-liquidity-transfers.

const STEP = 60_000;
const sandbox = useSandbox({ SANDBOX_PAYMENT_STEP_MS: String(STEP) });
const PATH = "/gateway/v1/nostro-accounts/transfers";
const SCT = "LT223999010000000101";
const INST = "LT113999010000000202";
const OTHER_BIC = "LT163999110000000301";

const list = (query = "") => sandbox.call("GET", `${PATH}${query}`, { auth: "gateway" });
const post = (body: unknown) => sandbox.call("POST", PATH, { auth: "gateway", body });
const stage = (fields: Record<string, unknown> = {}) => sandbox.control("POST", "/transfers", fields);
const count = async () => (await sandbox.control("GET", "/transfers/events")).events.length;
const total = async () => (await list()).body.meta.amount;
const advance = (ms: number) => sandbox.control("POST", "/clock/advance", { ms });

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

describe("lifecycle and liquidity events", () => {
  it("moves CREATED → SENT_TO_CLEAR → ACCEPTED → COMPLETED one step at a time, emitting each change", async () => {
    const { body } = await post({ amount: 100, debtorAccount: SCT, creditorAccount: INST });
    const statusNow = async () => (await list(`?requestId=${body.requestId}`)).body.result[0];
    await advance(STEP);
    expect((await statusNow()).status).toBe("SENT_TO_CLEAR");
    await advance(STEP);
    expect(await statusNow()).toMatchObject({
      status: "ACCEPTED",
      settlementDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await advance(STEP);
    const done = await statusNow();
    expect(done.status).toBe("COMPLETED");
    expect(done.updatedAt > done.createdAt).toBe(true);
    const { events } = await sandbox.control("GET", "/transfers/events");
    expect(events.map((e: TEvent) => [e.kind, e.transfer.id, e.transfer.status])).toEqual([
      ["liquidity", body.id, "CREATED"],
      ["liquidity", body.id, "SENT_TO_CLEAR"],
      ["liquidity", body.id, "ACCEPTED"],
      ["liquidity", body.id, "COMPLETED"],
    ]);
  });

  it("stops at REJECTED when the control API rejects it, emitting the rejection", async () => {
    const { body } = await post({ amount: 100, debtorAccount: SCT, creditorAccount: INST });
    await advance(STEP);
    await sandbox.control("POST", `/transfers/${body.id}/status`, { status: "REJECTED" });
    await advance(STEP * 3);
    expect((await list()).body.result[0].status).toBe("REJECTED");
    const { events } = await sandbox.control("GET", "/transfers/events");
    expect(events.map((e: TEvent) => e.transfer.status)).toEqual(["CREATED", "SENT_TO_CLEAR", "REJECTED"]);
    const reopen = await sandbox.call("POST", `/control/transfers/${body.id}/status`, {
      body: { status: "COMPLETED" },
    });
    expect(reopen.status).toBe(409);
  });

  it("emits holding.breached from the control API, refusing a holding within the maximum", async () => {
    const event = await sandbox.control("POST", "/holding-breach", {
      holdingAmount: 2_000_000,
      maxHoldingAmount: 1_500_000,
    });
    expect(event).toMatchObject({ kind: "holding.breached", accountBic: "CSGNLT21XXX", currency: "EUR" });
    const bad = await sandbox.call("POST", "/control/holding-breach", {
      body: { holdingAmount: 1, maxHoldingAmount: 5 },
    });
    expect(bad.status).toBe(400);
    const { events } = await sandbox.control("GET", "/transfers/events");
    expect(events).toEqual([
      expect.objectContaining({
        kind: "holding.breached",
        holdingAmount: 2_000_000,
        maxHoldingAmount: 1_500_000,
      }),
    ]);
  });
});

describe("GET /v1/nostro-accounts/transfers", () => {
  const day = (d: number) => new Date(Date.UTC(2025, 2, d, 12)).toISOString();
  async function twelve() {
    for (let i = 1; i <= 12; i++) {
      await stage({
        requestId: `R-${String(i).padStart(2, "0")}`,
        createdAt: day(i),
        status: i % 3 === 0 ? "REJECTED" : "COMPLETED",
        ...(i % 2 === 0 && { debtorAccount: INST, creditorAccount: SCT }),
      });
    }
  }
  const requestIds = (res: { body: { result: TTransfer[] } }) =>
    res.body.result.map((t: TTransfer) => t.requestId);

  it("answers meta {amount, limit, offset} with 10 newest by default; amount is the total matching", async () => {
    await twelve();
    const res = await list();
    expect(res.body.meta).toEqual({ amount: 12, limit: 10, offset: 0 });
    expect(requestIds(res)).toEqual([
      "R-12",
      "R-11",
      "R-10",
      "R-09",
      "R-08",
      "R-07",
      "R-06",
      "R-05",
      "R-04",
      "R-03",
    ]);
  });

  it("pages with limit and offset", async () => {
    await twelve();
    const res = await list("?limit=5&offset=10");
    expect(res.body.meta).toEqual({ amount: 12, limit: 5, offset: 10 });
    expect(requestIds(res)).toEqual(["R-02", "R-01"]);
    expect((await list("?limit=100&offset=12")).body.result).toEqual([]);
  });

  it("filters by request id, debtor and creditor account", async () => {
    await twelve();
    expect(requestIds(await list("?requestId=R-07"))).toEqual(["R-07"]);
    expect((await list(`?debtorAccount=${INST}`)).body.meta.amount).toBe(6);
    expect(
      (await list(`?creditorAccount=${INST}&limit=100`)).body.result.every(
        (t: TTransfer) => t.creditorAccount === INST,
      ),
    ).toBe(true);
  });

  it("filters by status, repeated or comma-separated", async () => {
    await twelve();
    expect((await list("?status=REJECTED")).body.meta.amount).toBe(4);
    expect((await list("?status=REJECTED&status=COMPLETED")).body.meta.amount).toBe(12);
    expect((await list("?status=REJECTED,CREATED")).body.meta.amount).toBe(4);
    expect((await list("?status=CREATED")).body.meta.amount).toBe(0);
  });

  it("filters by date-time from and to, both inclusive", async () => {
    await twelve();
    const res = await list(
      `?dateTimeFrom=${day(3)}&dateTimeTo=${encodeURIComponent(day(5).replace("Z", "+00:00"))}`,
    );
    expect(requestIds(res)).toEqual(["R-05", "R-04", "R-03"]);
  });

  it("sorts by request id, ASC or DESC", async () => {
    await twelve();
    expect(requestIds(await list("?sort=requestId,ASC&limit=3"))).toEqual(["R-01", "R-02", "R-03"]);
    expect(requestIds(await list("?sort=requestId,DESC&limit=3"))).toEqual(["R-12", "R-11", "R-10"]);
    expect(requestIds(await list("?sort=requestId&limit=2"))).toEqual(["R-01", "R-02"]);
  });

  it.each([
    ["limit 0", "?limit=0", "limit"],
    ["limit 101", "?limit=101", "limit"],
    ["a negative offset", "?offset=-1", "offset"],
    ["an unknown status", "?status=PENDING", "status"],
    ["a date without time", "?dateTimeFrom=2025-03-01", "dateTimeFrom"],
    ["from after to", `?dateTimeFrom=${day(5)}&dateTimeTo=${day(3)}`, "dateTimeFrom"],
    ["sorting by amount", "?sort=amount,ASC", "sort"],
  ])("refuses %s with 400 VALIDATION_ERROR", async (_name, query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", data: { message: expect.any(String) } });
    expect(res.body.data.errors.map((e: TFieldError) => e.field_name)).toContain(field);
  });
});

describe("control: POST /control/transfers", () => {
  it("stages a transfer in a given status that stays there", async () => {
    const staged = await stage({ status: "SENT_TO_CLEAR" });
    await advance(STEP * 3);
    expect((await list()).body.result[0]).toMatchObject({ id: staged.id, status: "SENT_TO_CLEAR" });
    expect(await count()).toBe(1);
  });
});
