import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CANCELLATIONS_URL } from "@/lib/domain/cancellations/filters";
import { LIQUIDITY_URL } from "@/lib/domain/liquidity/filters";
import { PAYMENT_URL } from "@/lib/domain/payments/url";
import { ORDERS_URL } from "@/lib/domain/restriction-orders/url";
import type { TSearch } from "@/lib/domain/shared/url-state";
import { readUrlState } from "./url-state";

// readUrlState is each list page's reading of its URL; the areas' own cases (moved here from their
// lenient parsers) show that the one reading keeps what each did.

const ZView = z
  .object({
    kind: z.enum(["A", "B"], "A or B.").optional(),
    status: z.array(z.enum(["OPEN", "SHUT"], "OPEN or SHUT.")).optional(),
    from: z.coerce.number("A number.").optional(),
    to: z.coerce.number("A number.").optional(),
    limit: z.coerce.number().int().min(1, "At least 1.").default(25),
  })
  .superRefine((v, ctx) => {
    if (v.from !== undefined && v.to !== undefined && v.from > v.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "Not before from." });
  });
const VIEW = { schema: ZView, keys: ["kind", "status", "from", "to", "limit"], lists: ["status"] };
const view = (q: string) => readUrlState(VIEW, new URLSearchParams(q));
// The shape the payments and liquidity tests were written against.
const asBefore = <T>(r: { value: T; query: string; invalid: { key: string; message: string }[] }) => ({
  query: r.value,
  invalid: r.invalid,
  canonical: r.query,
});
const lenient = (q: string) => asBefore(readUrlState(PAYMENT_URL, new URLSearchParams(q)));
const liquidity = (search: TSearch) => asBefore(readUrlState(LIQUIDITY_URL, search));

describe("readUrlState", () => {
  it("parses the URL with the area's schema into a value and its canonical query", () => {
    expect(view("limit=10&status=SHUT&kind=A&status=OPEN&utm=x")).toEqual({
      value: { kind: "A", status: ["SHUT", "OPEN"], limit: 10 },
      query: "kind=A&limit=10&status=OPEN&status=SHUT",
      invalid: [],
    });
  });

  it("keeps repeated values in one canonical order, however the link wrote them", () => {
    expect(view("status=SHUT&status=OPEN&status=SHUT").query).toBe("status=OPEN&status=SHUT");
  });

  it("names each bad parameter with its message and ignores it, keeping the rest", () => {
    expect(view("kind=C&status=OPEN&limit=0")).toEqual({
      value: { status: ["OPEN"], limit: 25 },
      query: "status=OPEN",
      invalid: [
        { key: "kind", message: "A or B." },
        { key: "limit", message: "At least 1." },
      ],
    });
  });

  it("drops a value refused only once the rest parses (a check across fields)", () => {
    const r = view("kind=C&from=5&to=2");
    expect(r.invalid.map((i) => i.key)).toEqual(["kind", "to"]);
    expect(r.query).toBe("from=5");
  });

  it("reads Next's searchParams as it reads the browser's URLSearchParams", () => {
    expect(readUrlState(VIEW, { status: ["OPEN", "SHUT"], kind: "B", x: "1" })).toEqual(
      view("kind=B&status=OPEN&status=SHUT"),
    );
  });
});

describe("readUrlState with the Payments URL", () => {
  it("keeps the valid filters and names each invalid one with its message", () => {
    const r = lenient("direction=INBOUND&id=abc&scheme=ACH&currency=EUR&limit=50");
    expect(r.query).toEqual({ limit: 50, direction: "INBOUND", currency: "EUR" });
    expect(r.invalid).toEqual([
      { key: "id", message: "A transaction id is a whole number." },
      { key: "scheme", message: "One of SEPA, INST, SDD, SWIFT, T2." },
    ]);
    expect(r.canonical).toBe("currency=EUR&direction=INBOUND&limit=50");
  });

  it("also drops a value refused only once the rest is valid (amount precision, reversed ranges)", () => {
    // The amount is checked against the currency after every field has its own format, so a URL with
    // both kinds of mistake must lose both and keep the rest.
    const r = lenient(
      "uetr=nope&amountFrom=1.234&direction=OUTBOUND&from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z",
    );
    expect(r.invalid.map((i) => i.key).sort()).toEqual(["amountFrom", "to", "uetr"]);
    expect(r.invalid.find((i) => i.key === "amountFrom")!.message).toBe(
      "EUR amounts have at most 2 decimals.",
    );
    expect(r.query).toEqual({ limit: 25, direction: "OUTBOUND", datetimeFrom: "2026-03-02T00:00:00.000Z" });
    expect(r.canonical).toBe("direction=OUTBOUND&from=2026-03-02T00%3A00%3A00Z");
  });

  it("answers a valid URL unchanged, with nothing invalid", () => {
    const r = lenient("status=2&scheme=SEPA&amountFrom=10");
    expect(r.invalid).toEqual([]);
    expect(r.query).toEqual({ limit: 25, statusIds: [2], schemes: ["SEPA"], amountFrom: 1000n });
  });

  it("reads a bookmarked URL whose repeated values are in another order as the same search", () => {
    // A page token is bound to the filters it was issued for: the order typed must not change them.
    const a = lenient("status=8&status=5&status=10&scheme=SWIFT&scheme=INST&type=6&type=1");
    const b = lenient("type=1,6&scheme=INST,SWIFT&status=10,5,8&status=5");
    expect(a.query).toEqual(b.query);
    expect(a.query.statusIds).toEqual([5, 8, 10]);
    expect(a.canonical).toBe(b.canonical);
  });
});

describe("readUrlState with the Liquidity URL", () => {
  it("the page drops each bad parameter on its own, names it, and keeps the rest", () => {
    const r = liquidity(
      new URLSearchParams(
        "status=BOGUS&limit=500&requestId=LIQ-7&from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z",
      ),
    );
    expect(r.invalid.map((i) => i.key).sort()).toEqual(["limit", "status", "to"]);
    expect(r.query).toEqual({
      limit: 25,
      offset: 0,
      requestId: "LIQ-7",
      dateTimeFrom: "2026-03-02T00:00:00.000Z",
    });
    expect(r.canonical).toBe("from=2026-03-02T00%3A00%3A00Z&requestId=LIQ-7");
  });
});

describe("readUrlState with the inbox and orders URLs", () => {
  it("drops each invalid inbox parameter on its own, and names it", () => {
    const r = readUrlState(CANCELLATIONS_URL, { scheme: "CARD", direction: "INBOUND" });
    expect(r.value).toEqual({ direction: "INBOUND", limit: 50 });
    expect(r.invalid.map((i) => i.key)).toEqual(["scheme"]);
    expect(r.query).toBe("direction=INBOUND");
  });

  it("keeps the valid order parameters and names each invalid one with its reason", () => {
    const r = readUrlState(ORDERS_URL, { status: "CONFIRMED", size: "7", sort: "payer" });
    expect(r.value).toEqual({ status: "CONFIRMED", page: 1, size: 20, sort: "date", dir: "desc" });
    expect(r.invalid).toEqual([
      { key: "size", message: "One of 10, 20, 50, 100." },
      { key: "sort", message: "One of date, doc_id, amount, status." },
    ]);
  });
});
