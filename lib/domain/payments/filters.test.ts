import { describe, expect, it } from "vitest";
import { ZPaymentFilters } from "./filters";
import {
  canonicalPaymentQuery,
  hasPaymentFilters,
  parsePaymentFilters,
  rawPaymentParams,
  withoutCursor,
} from "./url";

// Query building from filters (issue 5, "Unit"): the Payments URL → the gateway query, every filter family,
// amounts typed in major units → exact minor units of the currency, and the refusals with their messages.

const UETR = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

const parse = (q: string) => parsePaymentFilters(new URLSearchParams(q));
const query = (q: string) => {
  const r = parse(q);
  if (!r.success) throw new Error(`expected ${q} to parse: ${JSON.stringify(r.error.issues)}`);
  return r.data;
};
/** The issues of a refused URL, as {field: message}. */
const refusal = (q: string) => {
  const r = parse(q);
  expect(r.success, `${q} should be refused`).toBe(false);
  return Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("query building from filters", () => {
  it("asks for the first 25 rows, unfiltered, when the URL says nothing", () => {
    expect(query("")).toEqual({ limit: 25 });
  });

  it("maps each identifier filter to its gateway name", () => {
    expect(
      query(
        `id=100123&endToEndId=E2E-42&uetr=${UETR.toUpperCase()}&metadata=invoice-7&parent=100001` +
          "&debtorAccount=lt12 1000 0111 0100 1000&creditorAccount=DE89370400440532013000" +
          "&debtorBank=habalt22&creditorBank=INGBNL2AXXX",
      ),
    ).toEqual({
      limit: 25,
      id: 100123,
      endToEndId: "E2E-42",
      uetr: UETR,
      metadata: "invoice-7",
      parentTransactionId: 100001,
      debtorAccount: "LT121000011101001000",
      creditorAccount: "DE89370400440532013000",
      debtorBankCode: "HABALT22",
      creditorBankCode: "INGBNL2AXXX",
    });
  });

  it("takes schemes, statuses and types repeated or comma-separated, and the direction", () => {
    expect(query("scheme=SEPA&scheme=INST&status=2&status=5,8&type=1&direction=OUTBOUND")).toEqual({
      limit: 25,
      schemes: ["INST", "SEPA"],
      statusIds: [2, 5, 8],
      typeIds: [1],
      direction: "OUTBOUND",
    });
  });

  it("takes a status or type by name when the platform's list gives no id, in one spelling", () => {
    expect(query("status=To%20sign&status=TO_SIGN&status=2&type=payment-return")).toEqual({
      limit: 25,
      statusIds: [2],
      statusNames: ["TO_SIGN"],
      typeNames: ["PAYMENT_RETURN"],
    });
    expect(canonicalPaymentQuery(rawPaymentParams(new URLSearchParams("status=to%20sign&status=2")))).toBe(
      "status=2&status=TO_SIGN",
    );
    expect(Object.keys(refusal("status=%24%24"))).toEqual(["status"]);
  });

  it("sends date-time bounds in UTC with a Z, whatever offset was typed", () => {
    const q = query("from=2026-03-01T09:30:00%2B02:00&to=2026-03-02T00:00:00Z");
    expect(q.datetimeFrom).toBe("2026-03-01T07:30:00.000Z");
    expect(q.datetimeTo).toBe("2026-03-02T00:00:00.000Z");
  });

  it("passes settlement dates and the currency through", () => {
    expect(query("settledFrom=2026-03-01&settledTo=2026-03-31&currency=usd")).toEqual({
      limit: 25,
      settlementDateFrom: "2026-03-01",
      settlementDateTo: "2026-03-31",
      currency: "USD",
    });
  });

  it("turns the three amount ranges into exact minor units of the chosen currency", () => {
    const q = query(
      "currency=USD&amountFrom=1234.56&amountTo=90071992547409.91&taxFrom=0.01&taxTo=10" +
        "&compensationFrom=5&compensationTo=5.5",
    );
    expect(q).toMatchObject({
      amountFrom: 123456n,
      amountTo: 9007199254740991n,
      unaccountedTaxAmountFrom: 1n,
      unaccountedTaxAmountTo: 1000n,
      compensationAmountFrom: 500n,
      compensationAmountTo: 550n,
    });
    // A float would have drifted: 0.1 + 0.2 style errors are impossible on this path.
    expect(typeof q.amountFrom).toBe("bigint");
  });

  it("counts amounts in EUR when no currency is chosen, and sends no currency", () => {
    const q = query("amountFrom=19.99");
    expect(q.amountFrom).toBe(1999n);
    expect(q.currency).toBeUndefined();
  });

  it("uses the currency's precision: JPY has no decimals, BHD has three", () => {
    expect(query("currency=JPY&amountFrom=1500").amountFrom).toBe(1500n);
    expect(query("currency=BHD&amountFrom=1.234&amountTo=2").amountFrom).toBe(1234n);
    expect(query("currency=BHD&amountTo=2").amountTo).toBe(2000n);
    expect(refusal("currency=JPY&amountFrom=1.5")).toEqual({ amountFrom: "JPY amounts have no decimals." });
    expect(refusal("currency=BHD&taxTo=1.2345")).toEqual({ taxTo: "BHD amounts have at most 3 decimals." });
  });

  it("refuses an amount the currency cannot hold, with the message", () => {
    expect(refusal("amountFrom=1.234")).toEqual({ amountFrom: "EUR amounts have at most 2 decimals." });
    expect(refusal("currency=EUR&compensationTo=1.500")).toEqual({
      compensationTo: "EUR amounts have at most 2 decimals.",
    });
    expect(refusal("amountFrom=-5").amountFrom).toBe("The amount cannot be negative here.");
    expect(refusal("amountTo=1e6").amountTo).toMatch(/exponent/);
    expect(refusal("amountTo=100000000000000").amountTo).toMatch(/too large/);
  });

  it("refuses a range whose start is after its end", () => {
    expect(refusal("amountFrom=10&amountTo=9.99")).toEqual({
      amountTo: "Must not be below the lower bound.",
    });
    expect(refusal("taxFrom=2&taxTo=1")).toEqual({ taxTo: "Must not be below the lower bound." });
    expect(refusal("from=2026-03-02T00:00:00Z&to=2026-03-01T23:59:59Z")).toEqual({
      to: "Must not be before the start.",
    });
    expect(refusal("settledFrom=2026-03-02&settledTo=2026-03-01")).toEqual({
      settledTo: "Must not be before the first date.",
    });
    // Equal bounds are a range of one value.
    expect(query("amountFrom=10&amountTo=10.00")).toMatchObject({ amountFrom: 1000n, amountTo: 1000n });
  });

  it("passes one cursor, refuses both", () => {
    expect(query("next=abc&limit=100")).toEqual({ limit: 100, nextPageToken: "abc" });
    expect(query("prev=xyz")).toEqual({ limit: 25, previousPageToken: "xyz" });
    expect(refusal("next=abc&prev=xyz")).toEqual({ prev: "Page one way at a time." });
  });

  it("takes a page size of 1 to 100 rows", () => {
    expect(query("limit=1").limit).toBe(1);
    expect(query("limit=100").limit).toBe(100);
    expect(refusal("limit=0").limit).toBe("At least 1 row per page.");
    expect(refusal("limit=101").limit).toBe("At most 100 rows per page.");
    expect(refusal("limit=2.5").limit).toBe("A page size is a whole number.");
  });

  it("refuses malformed values with a message that says what is expected", () => {
    expect(refusal("id=abc").id).toBe("A transaction id is a whole number.");
    expect(refusal("id=0").id).toBe("A transaction id is a positive number.");
    expect(refusal("uetr=not-a-uuid").uetr).toBe("A UETR is a UUID (8-4-4-4-12 hex digits).");
    expect(parse("uetr=not-a-uuid").error!.issues).toHaveLength(1);
    // The platform takes UUID v4 only: another version would come back as its 400, not this message.
    expect(refusal("uetr=3f1c2b9a-5d6e-1f70-8a9b-0c1d2e3f4a5b").uetr).toMatch(/UUID version 4/);
    expect(refusal("scheme=ACH").scheme).toBe("One of SEPA, INST, SDD, SWIFT, T2.");
    expect(refusal("direction=SIDEWAYS").direction).toBe("OUTBOUND or INBOUND.");
    expect(refusal("status=5x").status).toBe("Not a list value.");
    expect(refusal("from=2026-03-01T10:00:00").from).toBe("Not a date and time (ISO 8601 with a zone).");
    expect(refusal("settledTo=2026-13-01").settledTo).toBe("Not a date (YYYY-MM-DD).");
    expect(refusal("currency=XYZ").currency).toBe("Not a currency Countersign knows (ISO 4217).");
    expect(refusal("currency=EUR/2").currency).toBe("Not a currency Countersign knows (ISO 4217).");
    expect(refusal("debtorBank=ABC").debtorBank).toBe("A bank code is a BIC of 8 or 11 letters and digits.");
    expect(refusal(`creditorAccount=${"X".repeat(35)}`).creditorAccount).toBe(
      "An account number has at most 34 characters.",
    );
    expect(refusal(`endToEndId=${"e".repeat(36)}`)).toHaveProperty("endToEndId");
  });

  it("ignores parameters that are not filters, and empty values", () => {
    expect(query("colour=blue&currency=&scheme=&direction=")).toEqual({ limit: 25 });
  });
});

describe("canonicalPaymentQuery", () => {
  const canonical = (q: string) => canonicalPaymentQuery(rawPaymentParams(new URLSearchParams(q)));

  it("orders parameters by name and list values, drops duplicates, unknowns and empties", () => {
    expect(
      canonical("status=5&direction=INBOUND&status=2&status=5&colour=blue&currency=&amountFrom=10"),
    ).toBe("amountFrom=10&direction=INBOUND&status=2&status=5");
  });

  it("gives one string per view, however the link was written", () => {
    const a = canonical("scheme=INST&scheme=SEPA&limit=50&direction=OUTBOUND");
    expect(canonical("direction=OUTBOUND&limit=50&scheme=SEPA&scheme=INST&scheme=SEPA")).toBe(a);
    // A list written with commas is the same view as the repeated parameter.
    expect(canonical("direction=OUTBOUND&limit=50&scheme=SEPA,INST")).toBe(a);
  });

  it("keeps only the first value of a single-valued parameter", () => {
    expect(canonical("direction=INBOUND&direction=OUTBOUND")).toBe("direction=INBOUND");
  });

  it("works on a plain object of search params too (a page's searchParams)", () => {
    expect(canonicalPaymentQuery(rawPaymentParams({ status: ["5", "2"], limit: "10", x: "y" }))).toBe(
      "limit=10&status=2&status=5",
    );
  });
});

describe("withoutCursor and hasPaymentFilters", () => {
  it("drops the cursors, keeps filters and page size", () => {
    expect(withoutCursor("direction=INBOUND&limit=50&next=abc")).toBe("direction=INBOUND&limit=50");
    expect(withoutCursor("prev=abc")).toBe("");
  });

  it("counts filters, not page size or cursors", () => {
    expect(hasPaymentFilters("limit=50&next=abc")).toBe(false);
    expect(hasPaymentFilters("limit=50&currency=EUR")).toBe(true);
  });

  it("parses the schema directly too (saved views, the export)", () => {
    expect(ZPaymentFilters.parse({ scheme: ["SWIFT"], amountFrom: "1" })).toEqual({
      limit: 25,
      schemes: ["SWIFT"],
      amountFrom: 100n,
    });
  });
});
