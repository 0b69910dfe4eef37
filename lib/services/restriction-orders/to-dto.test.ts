import { describe, expect, it } from "vitest";
import { ZOrdersPage } from "@/lib/providers/restriction/schemas";
import { toOrderRow } from "./to-dto";

// Which of an order's fields are always present is not shown by the interface: an order without its date,
// type, amount or currency is still listed (and shown "not given"); one without a document id or a status
// cannot be found or decided, and is the platform's error.

const metadata = { is_last_page: true, page_items: 2, page_number: 0, page_size: 20, total_items: 2 };
const full = {
  header: { date: "2026-11-20T10:00:00Z", doc_id: "RO-1", type: "BLOCK", reference_doc_id: "EXE-1" },
  data: { status: "UNPROCESSED", amount: 125_000, currency: "EUR" },
};
const sparse = { header: { doc_id: "RO-2", date: null }, data: { status: "CONFIRMED", currency: null } };

describe("ZOrdersPage", () => {
  it("lists an order that leaves out its date, type, amount and currency", () => {
    const page = ZOrdersPage.parse({ metadata, orders: [full, sparse] });
    expect(page.orders.map((o) => o.header.doc_id)).toEqual(["RO-1", "RO-2"]);
    expect(toOrderRow(page.orders[1]!, null)).toMatchObject({
      docId: "RO-2",
      status: "CONFIRMED",
      date: null,
      type: null,
      amount: null,
      currency: null,
    });
    expect(toOrderRow(page.orders[0]!, null)).toMatchObject({ date: full.header.date, amount: 125_000 });
  });

  it("refuses an order without a document id or a status", () => {
    for (const broken of [
      { header: {}, data: { status: "UNPROCESSED" } },
      { header: { doc_id: "RO-3" }, data: {} },
    ])
      expect(ZOrdersPage.safeParse({ metadata, orders: [full, broken] }).success).toBe(false);
  });
});
