import { describe, expect, it } from "vitest";
import { toQueryString } from "@/lib/http/url";
import { v2Query, v3Query, type TPaymentQuery } from "./payment-query";

// The two wire dialects of one search: parameter names as docs/platform.md records them (Assumptions →
// Payments: "v2 search query parameter names", "v3 parameter names"), lists repeated, amounts exact.

/** Every filter of the query, each with a value that shows it went out right. */
const EVERY: Required<Omit<TPaymentQuery, "statusNames" | "typeNames">> = {
  limit: 50,
  nextPageToken: "n-token",
  previousPageToken: "p-token",
  id: 100123,
  debtorBankCode: "HABALT22",
  creditorBankCode: "INGBNL2AXXX",
  datetimeFrom: "2026-03-01T00:00:00.000Z",
  datetimeTo: "2026-03-02T00:00:00.000Z",
  settlementDateFrom: "2026-03-01",
  settlementDateTo: "2026-03-31",
  endToEndId: "E2E-1",
  uetr: "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
  metadata: "invoice-7",
  schemes: ["SEPA", "INST"],
  direction: "OUTBOUND",
  parentTransactionId: 100001,
  typeIds: [1, 2],
  statusIds: [2, 5],
  currency: "EUR",
  amountFrom: 1n,
  amountTo: 2n,
  unaccountedTaxAmountFrom: 3n,
  unaccountedTaxAmountTo: 4n,
  compensationAmountFrom: 5n,
  compensationAmountTo: 6n,
  debtorAccount: "LT121000011101001000",
  creditorAccount: "DE89370400440532013000",
};

describe("v3Query", () => {
  it("names every filter as GET /v3/payments takes it, the scheme list as `schemas`", () => {
    expect(v3Query(EVERY)).toEqual({
      limit: 50,
      nextPageToken: "n-token",
      previousPageToken: "p-token",
      id: 100123,
      debtorBankCode: "HABALT22",
      creditorBankCode: "INGBNL2AXXX",
      datetimeFrom: "2026-03-01T00:00:00.000Z",
      datetimeTo: "2026-03-02T00:00:00.000Z",
      settlementDateFrom: "2026-03-01",
      settlementDateTo: "2026-03-31",
      endToEndId: "E2E-1",
      uetr: "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
      metadata: "invoice-7",
      schemas: ["INST", "SEPA"], // sorted: one order for one search
      direction: "OUTBOUND",
      parentTransactionId: 100001,
      typeIds: ["1", "2"],
      statusIds: ["2", "5"],
      currency: "EUR",
      amountFrom: "1",
      amountTo: "2",
      unaccountedTaxAmountFrom: "3",
      unaccountedTaxAmountTo: "4",
      compensationAmountFrom: "5",
      compensationAmountTo: "6",
      debtorAccount: "LT121000011101001000",
      creditorAccount: "DE89370400440532013000",
    });
  });

  it("repeats list parameters on the wire", () => {
    expect(toQueryString(v3Query({ statusIds: [2, 5], schemes: ["SEPA", "SWIFT"] }))).toBe(
      "?schemas=SEPA&schemas=SWIFT&statusIds=2&statusIds=5",
    );
  });
});

describe("v2Query", () => {
  it("names every filter as GET /v2/transaction/search takes it", () => {
    expect(v2Query(EVERY)).toEqual({
      limit: 50,
      next_page_token: "n-token",
      previous_page_token: "p-token",
      transaction_id: 100123,
      debtor_bank_code: "HABALT22",
      creditor_bank_code: "INGBNL2AXXX",
      datetime_from: "2026-03-01T00:00:00.000Z",
      datetime_to: "2026-03-02T00:00:00.000Z",
      settlement_date_from: "2026-03-01",
      settlement_date_to: "2026-03-31",
      end_to_end_id: "E2E-1",
      uetr: "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
      metadata: "invoice-7",
      schema: ["INST", "SEPA"],
      direction: "OUTBOUND",
      parent_transaction_id: 100001,
      type_id: ["1", "2"],
      statuses: ["2", "5"],
      currency: "EUR",
      amount_from: "1",
      amount_to: "2",
      unaccounted_tax_amount_from: "3",
      unaccounted_tax_amount_to: "4",
      compensation_amount_from: "5",
      compensation_amount_to: "6",
      debtor_account: "LT121000011101001000",
      creditor_account: "DE89370400440532013000",
    });
  });

  it("repeats `schema`, `statuses` and `type_id`", () => {
    expect(toQueryString(v2Query({ schemes: ["SEPA", "T2"], statusIds: [2], typeIds: [1, 6] }))).toBe(
      "?schema=SEPA&schema=T2&statuses=2&type_id=1&type_id=6",
    );
  });
});

describe("both dialects", () => {
  it("send bigint amounts as their exact digits, beyond what a float holds", () => {
    const huge = 9_007_199_254_740_993n; // 2^53 + 1: Number() would send …992
    expect(v3Query({ amountTo: huge }).amountTo).toBe("9007199254740993");
    expect(v2Query({ amountTo: huge }).amount_to).toBe("9007199254740993");
    expect(v2Query({ amountFrom: 0n }).amount_from).toBe("0");
  });

  it("name the status filter as the interface maps it: v3 `statusIds`, v2 `statuses`", () => {
    // Versioning 5: "statusIds for statuses". `status_id` was the sandbox's old guess: a platform that
    // ignores unknown names returned every payment for the Approvals queue and the "To sign" filter.
    expect(toQueryString(v3Query({ statusIds: [2] }))).toBe("?statusIds=2");
    expect(toQueryString(v2Query({ statusIds: [2] }))).toBe("?statuses=2");
  });

  it("send repeated values in one order whatever the URL's order, so a page token keeps its filters", () => {
    const a: TPaymentQuery = { statusIds: [8, 5, 10], typeIds: [6, 1], schemes: ["SWIFT", "INST", "SEPA"] };
    const b: TPaymentQuery = {
      schemes: ["SEPA", "SWIFT", "INST"],
      typeIds: [1, 6, 6],
      statusIds: [10, 8, 5],
    };
    expect(toQueryString(v3Query(a))).toBe(toQueryString(v3Query(b)));
    expect(toQueryString(v2Query(a))).toBe(toQueryString(v2Query(b)));
    expect(v2Query(a).statuses).toEqual(["5", "8", "10"]); // numerically, not as text
    expect(v3Query(b).schemas).toEqual(["INST", "SEPA", "SWIFT"]);
  });

  it("never send a status or type asked by name, nor the ids beside it (Countersign applies them)", () => {
    const q: TPaymentQuery = { limit: 5, statusNames: ["TO_SIGN"], statusIds: [3], typeIds: [1] };
    expect(v3Query(q)).toEqual({ limit: 5, typeIds: ["1"] });
    expect(v2Query(q)).toEqual({ limit: 5, type_id: ["1"] });
  });

  it("leave out what is not set and empty lists", () => {
    const q: TPaymentQuery = { limit: 10, schemes: [], statusIds: [], currency: undefined };
    expect(v3Query(q)).toEqual({ limit: 10 });
    expect(v2Query(q)).toEqual({ limit: 10 });
  });
});
