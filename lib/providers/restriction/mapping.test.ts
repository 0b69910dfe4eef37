import { describe, expect, it } from "vitest";
import { toOrder, toOrdersPage } from "./mapping";
import { ZOrdersPage } from "./schemas";

// Which of an order's fields are always present is not shown by the interface: an order without its date,
// type, amount or currency is still listed (and shown "not given"); one without a document id or a status
// cannot be found or decided, and is the platform's error. The provider answers in the domain's shape.

const metadata = { is_last_page: true, page_items: 2, page_number: 0, page_size: 20, total_items: 2 };
const full = {
  header: { date: "2026-11-20T10:00:00Z", doc_id: "RO-1", type: "BLOCK", reference_doc_id: "EXE-1" },
  data: {
    status: "UNPROCESSED",
    amount: 125_000,
    currency: "EUR",
    payer: { name: "Jonas Petraitis", member_code: "" },
    fr_dspstn_amnt: 50,
    remittance_information: { execute_id: "X-1" },
    court: "Vilnius",
  },
};
const sparse = { header: { doc_id: "RO-2", date: null }, data: { status: "CONFIRMED", currency: null } };

describe("restriction mapping", () => {
  it("lists an order that leaves out its date, type, amount and currency, as nulls", () => {
    const page = toOrdersPage(ZOrdersPage.parse({ metadata, orders: [full, sparse] }));
    expect(page).toMatchObject({ isLastPage: true, pageNumber: 0, pageSize: 20, totalItems: 2 });
    expect(page.orders.map((o) => o.docId)).toEqual(["RO-1", "RO-2"]);
    expect(page.orders[1]).toMatchObject({
      docId: "RO-2",
      status: "CONFIRMED",
      date: null,
      type: null,
      amount: null,
      currency: null,
      remittance: null,
      payer: { name: null, account: null, bic: null, id: null, memberCode: null },
    });
  });

  it("names every field in the domain's words; an empty text is not given; unknown data fields pass", () => {
    const o = toOrder(ZOrdersPage.parse({ metadata, orders: [full] }).orders[0]!);
    expect(o).toMatchObject({
      date: full.header.date,
      referenceDocId: "EXE-1",
      amount: 125_000,
      payer: { name: "Jonas Petraitis", memberCode: null },
      freeDisposalAmount: 50,
      freeDisposalComment: null,
      remittance: { executeId: "X-1", executeDate: null },
      other: { court: "Vilnius" },
    });
  });

  it("refuses an order without a document id or a status", () => {
    for (const broken of [
      { header: {}, data: { status: "UNPROCESSED" } },
      { header: { doc_id: "RO-3" }, data: {} },
    ])
      expect(ZOrdersPage.safeParse({ metadata, orders: [full, broken] }).success).toBe(false);
  });
});
