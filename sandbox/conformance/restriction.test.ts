import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";

type TOrder = { header: { doc_id: string }; data: { status: string } };
type TList = { body: { orders: TOrder[] } };

// docs/platform-interface.md#restriction-orders: list with a status filter and page/size/sort paging, confirm
// and reject (20 reasons) — the sandbox's choices for what the interface leaves open are in
// docs/platform.md#assumptions-restriction-orders (status param `status`, 0-based pages, body field `reason`,
// codes).

const sandbox = useSandbox();
const ORDERS = "/restriction/api/v1/orders";
const list = (query = "") => sandbox.call("GET", `${ORDERS}${query}`, { auth: "restriction" });
const confirm = (docId: string) =>
  sandbox.call("POST", `${ORDERS}/${encodeURIComponent(docId)}:confirm`, { auth: "restriction" });
const reject = (docId: string, body: unknown) =>
  sandbox.call("POST", `${ORDERS}/${encodeURIComponent(docId)}:reject`, { auth: "restriction", body });
const order = (fields: Record<string, unknown> = {}) =>
  sandbox.control("POST", "/restriction/orders", fields);
const statusOf = async (docId: string) =>
  (await list("?size=100")).body.orders.find((o: TOrder) => o.header.doc_id === docId)?.data.status;

async function orders(count: number) {
  const made = [];
  for (let i = 0; i < count; i++) {
    made.push(
      await order({ date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(), amount: 1000 * (count - i) }),
    );
  }
  return made;
}

describe("GET /api/v1/orders", () => {
  it("answers metadata and orders, without the internal record, newest first", async () => {
    await order({
      docId: "RO-OLD",
      date: "2025-01-01T08:00:00Z",
      rejectionReason: "NO_FUNDS",
      status: "REJECTED",
    });
    await order({ docId: "RO-NEW", date: "2025-02-01T08:00:00Z" });
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({
      is_last_page: true,
      page_items: 2,
      page_number: 0,
      page_size: 20,
      total_items: 2,
    });
    expect(res.body.orders.map((o: TOrder) => o.header.doc_id)).toEqual(["RO-NEW", "RO-OLD"]);
    expect(res.body.orders[1]).not.toHaveProperty("internal");
    expect(res.body.orders[0]).toMatchObject({
      header: {
        date: "2025-02-01T08:00:00.000Z",
        doc_id: "RO-NEW",
        type: "BLOCK",
        reference_doc_id: expect.any(String),
      },
      data: {
        status: "UNPROCESSED",
        amount: expect.any(Number),
        currency: "EUR",
        fr_dspstn_amnt: expect.any(Number),
        fr_dspstn_cmmnt: expect.any(String),
        payer: {
          name: expect.any(String),
          account: expect.any(String),
          bic: expect.any(String),
          id: expect.any(String),
          member_code: expect.any(String),
        },
        payee: {
          name: expect.any(String),
          account: expect.any(String),
          bic: expect.any(String),
          id: expect.any(String),
          member_code: expect.any(String),
        },
        remittance_information: {
          date: "2025-02-01",
          execute_date: "2025-02-01",
          execute_processing_date: "2025-02-01",
        },
      },
    });
  });

  it("filters by status", async () => {
    await order({ status: "CONFIRMED" });
    await order({ status: "REJECTED" });
    await order();
    for (const status of ["UNPROCESSED", "CONFIRMED", "REJECTED"]) {
      const res = await list(`?status=${status}`);
      expect(res.body.orders.map((o: TOrder) => o.data.status)).toEqual([status]);
      expect(res.body.metadata.total_items).toBe(1);
    }
  });

  it("pages from page 0 with size, and says which page is the last", async () => {
    await orders(5);
    const first = await list("?page=0&size=2");
    const last = await list("?page=2&size=2");
    const beyond = await list("?page=3&size=2");
    expect(first.body.metadata).toEqual({
      is_last_page: false,
      page_items: 2,
      page_number: 0,
      page_size: 2,
      total_items: 5,
    });
    expect(last.body.metadata).toEqual({
      is_last_page: true,
      page_items: 1,
      page_number: 2,
      page_size: 2,
      total_items: 5,
    });
    expect(beyond.body).toMatchObject({
      metadata: { is_last_page: true, page_items: 0, total_items: 5 },
      orders: [],
    });
    const all = [first, await list("?page=1&size=2"), last].flatMap((r) =>
      r.body.orders.map((o: TOrder) => o.header.doc_id),
    );
    expect(new Set(all).size).toBe(5);
  });

  it("sorts by field,DIRECTION (header.date, data.amount, header.doc_id; ASC default)", async () => {
    const made = await orders(3);
    const ids = (res: TList) => res.body.orders.map((o: TOrder) => o.header.doc_id);
    const byDate = made.map((o: TOrder) => o.header.doc_id);
    expect(ids(await list("?sort=header.date,ASC"))).toEqual(byDate);
    expect(ids(await list("?sort=header.date,DESC"))).toEqual([...byDate].reverse());
    expect(ids(await list("?sort=data.amount"))).toEqual([...byDate].reverse());
    expect(ids(await list("?sort=data.amount,desc"))).toEqual(byDate);
    expect(ids(await list("?sort=header.doc_id,DESC"))).toEqual([...byDate].sort().reverse());
    expect(ids(await list("?sort=data.status,ASC&sort=data.amount,ASC"))).toEqual([...byDate].reverse());
  });

  it.each([
    ["an unknown status", "?status=DONE", "status"],
    ["a negative page", "?page=-1", "page"],
    ["a non-numeric page", "?page=first", "page"],
    ["size 0", "?size=0", "size"],
    ["size above 100", "?size=101", "size"],
    ["an unsortable field", "?sort=data.payer.name,ASC", "sort"],
    ["an unknown direction", "?sort=header.date,UP", "sort"],
  ])("refuses %s with 400 VALIDATION_ERROR", async (_name, query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION_ERROR",
      message: expect.any(String),
      data: { message: expect.any(String) },
    });
    expect(res.body.data.errors[0]).toMatchObject({
      field_name: field,
      code: expect.any(String),
      message: expect.any(String),
    });
  });
});

describe("POST /api/v1/orders/{docId}:confirm", () => {
  it("confirms an UNPROCESSED order", async () => {
    const { header } = await order();
    const res = await confirm(header.doc_id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { accepted: expect.any(String) } });
    expect(await statusOf(header.doc_id)).toBe("CONFIRMED");
  });

  it("accepts a JSON content type with an empty body", async () => {
    const { header } = await order();
    const res = await sandbox.call("POST", `${ORDERS}/${header.doc_id}:confirm`, {
      auth: "restriction",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
  });

  it("addresses document ids with reserved characters, percent-encoded", async () => {
    await order({ docId: "RO 2025:7" });
    expect((await confirm("RO 2025:7")).status).toBe(200);
    expect(await statusOf("RO 2025:7")).toBe("CONFIRMED");
  });

  it("answers 404 ORDER_NOT_FOUND for an unknown document", async () => {
    const res = await confirm("RO-MISSING");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "ORDER_NOT_FOUND", data: { errors: [] } });
  });

  it.each(["CONFIRMED", "REJECTED"])("answers 409 ORDER_ALREADY_PROCESSED for a %s order", async (status) => {
    const { header } = await order({ status });
    const res = await confirm(header.doc_id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ORDER_ALREADY_PROCESSED");
    expect(await statusOf(header.doc_id)).toBe(status);
  });

  it("answers 400 VALIDATION_ERROR for a document id over 64 characters", async () => {
    const res = await confirm("R".repeat(65));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
  });
});

describe("POST /api/v1/orders/{docId}:reject", () => {
  it("rejects an UNPROCESSED order with a reason", async () => {
    const { header } = await order();
    const res = await reject(header.doc_id, { reason: "NO_FUNDS" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { accepted: expect.any(String) } });
    expect(await statusOf(header.doc_id)).toBe("REJECTED");
  });

  it.each([
    "NO_ACCOUNT",
    "PAYER_ERROR",
    "PAYEE_ERROR",
    "NO_AGREEMENT",
    "NO_FUNDS",
    "ILLEGAL_OPERATION",
    "TO_CARD_FILE",
    "NO_PRIMARY_DOC",
    "ILLEGAL_AMOUNT",
    "NO_PAYEE_CODE",
    "NOT_UNIQUE",
    "INCORRECT_RANGE",
    "FORMAT_ERROR",
    "EXECUTED",
    "NO_ID",
    "CLOSED_ID",
    "ILLEGAL_ACCOUNT_TYPE",
    "ILLEGAL_REFERENCE_CODE",
    "ILLEGAL_CURRENCY",
    "UNKNOWN_ERROR",
  ])("accepts the reason %s", async (reason) => {
    const { header } = await order();
    expect((await reject(header.doc_id, { reason })).status).toBe(200);
  });

  it("refuses a reason outside the list with 400 INVALID_REJECTION_REASON, order unchanged", async () => {
    const { header } = await order();
    const res = await reject(header.doc_id, { reason: "TOO_EXPENSIVE" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "INVALID_REJECTION_REASON",
      data: { errors: [{ field_name: "reason", value: "TOO_EXPENSIVE" }] },
    });
    expect(await statusOf(header.doc_id)).toBe("UNPROCESSED");
  });

  it.each([
    ["no body", undefined, undefined],
    ["no reason", {}, undefined],
    ["a numeric reason", { reason: 7 }, undefined],
    ["malformed JSON", undefined, "{reason:"],
  ])("refuses %s with 400 VALIDATION_ERROR, order unchanged", async (_name, body, rawBody) => {
    const { header } = await order();
    const res = await sandbox.call("POST", `${ORDERS}/${header.doc_id}:reject`, {
      auth: "restriction",
      body,
      ...(rawBody && { rawBody, headers: { "content-type": "application/json" } }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", data: { message: expect.any(String) } });
    expect(await statusOf(header.doc_id)).toBe("UNPROCESSED");
  });

  it("answers 404 ORDER_NOT_FOUND for an unknown document", async () => {
    const res = await reject("RO-MISSING", { reason: "NO_ID" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("ORDER_NOT_FOUND");
  });

  it("answers 409 ORDER_ALREADY_PROCESSED once decided, keeping the first decision", async () => {
    const { header } = await order();
    await confirm(header.doc_id);
    const res = await reject(header.doc_id, { reason: "NO_FUNDS" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ORDER_ALREADY_PROCESSED");
    expect(await statusOf(header.doc_id)).toBe("CONFIRMED");
    expect((await reject(header.doc_id, { reason: "NO_FUNDS" })).status).toBe(409);
  });
});

describe("control: POST /control/restriction/orders", () => {
  it("creates an UNPROCESSED order with realistic defaults and numbered document ids", async () => {
    const a = await order();
    const b = await order();
    expect(a.data.status).toBe("UNPROCESSED");
    expect(a.header.doc_id).not.toBe(b.header.doc_id);
    expect(a.data.amount).toBeGreaterThan(0);
  });

  it("refuses a duplicate docId with 409 and unknown fields with 400", async () => {
    await order({ docId: "RO-1" });
    expect(
      (await sandbox.call("POST", "/control/restriction/orders", { body: { docId: "RO-1" } })).status,
    ).toBe(409);
    expect(
      (await sandbox.call("POST", "/control/restriction/orders", { body: { colour: "red" } })).status,
    ).toBe(400);
    expect((await list()).body.metadata.total_items).toBe(1);
  });
});
