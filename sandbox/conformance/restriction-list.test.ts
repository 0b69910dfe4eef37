import { describe, expect, it } from "vitest";
import { restrictionScene, type TOrder, type TList } from "./restriction-fixtures";

// docs/platform-interface.md#restriction-orders: list with a status filter and page/size/sort paging, confirm
// and reject (20 reasons) — the sandbox's choices for what the interface leaves open are in
// docs/platform.md#assumptions-restriction-orders (status param `status`, 0-based pages, body field `reason`,
// codes).
// This file: the list, and staging orders. Deciding: restriction-decide.test.ts.

const { sandbox, list, order, orders } = restrictionScene();

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
