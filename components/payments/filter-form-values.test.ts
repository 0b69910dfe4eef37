// The reader's zone for this file: Vilnius is UTC+2 in winter and UTC+3 in summer, so a conversion that
// ignored the zone, or the season, would show. (Node reads TZ again whenever it is assigned.)
// eslint-disable-next-line no-restricted-properties -- a test fixture, not a setting
process.env.TZ = "Europe/Vilnius";

import { describe, expect, it } from "vitest";
import {
  canonicalMajor,
  formToQuery,
  isoToLocalInput,
  localInputToIso,
  queryToForm,
} from "./filter-form-values";

const ok = (r: ReturnType<typeof formToQuery>) => {
  if (!r.ok) throw new Error(`expected a query, got ${JSON.stringify(r.errors)}`);
  return r.query;
};

describe("canonicalMajor", () => {
  it("cuts the decimals from the digits, exactly, without trailing zeros", () => {
    expect(canonicalMajor(123456n, 2)).toBe("1234.56");
    expect(canonicalMajor(123450n, 2)).toBe("1234.5");
    expect(canonicalMajor(100000n, 2)).toBe("1000");
    expect(canonicalMajor(5n, 2)).toBe("0.05");
    expect(canonicalMajor(0n, 2)).toBe("0");
    expect(canonicalMajor(1234n, 0)).toBe("1234");
    expect(canonicalMajor(1234n, 3)).toBe("1.234");
    // 2^53 − 1 minor units: a float would round the last digit.
    expect(canonicalMajor(9007199254740991n, 2)).toBe("90071992547409.91");
  });
});

describe("formToQuery: amounts", () => {
  it("reads the reader's locale and writes the canonical form, in the currency's precision", () => {
    expect(ok(formToQuery({ amountFrom: "1,234.56" }, { locale: "en-US" }))).toBe("amountFrom=1234.56");
    expect(ok(formToQuery({ amountFrom: "1.234,56" }, { locale: "de-DE" }))).toBe("amountFrom=1234.56");
    expect(ok(formToQuery({ amountFrom: "1\u202f234,5" }, { locale: "fr-FR" }))).toBe("amountFrom=1234.5");
    expect(ok(formToQuery({ currency: "jpy", amountTo: "12,000" }, { locale: "en-US" }))).toBe(
      "amountTo=12000&currency=JPY",
    );
    expect(ok(formToQuery({ currency: "BHD", taxFrom: "0.125" }, { locale: "en-US" }))).toBe(
      "currency=BHD&taxFrom=0.125",
    );
    // 0.1 + 0.2 would be 0.30000000000000004 as a float; here it is typed and kept as digits.
    expect(ok(formToQuery({ compensationFrom: "0.3" }, { locale: "en-US" }))).toBe("compensationFrom=0.3");
  });

  it("refuses what the currency cannot hold, with the parser's message on the field", () => {
    expect(formToQuery({ amountFrom: "1.234" }, { locale: "en-US" })).toEqual({
      ok: false,
      errors: { amountFrom: "EUR amounts have at most 2 decimals." },
    });
    expect(formToQuery({ currency: "JPY", amountTo: "12.5" }, { locale: "en-US" })).toEqual({
      ok: false,
      errors: { amountTo: "JPY amounts have no decimals." },
    });
    // "1,5" is a decimal in de; to an en reader it is a malformed thousands group, never 15 or 1.5.
    const misread = formToQuery({ amountFrom: "1,5" }, { locale: "en-US" });
    expect(misread.ok).toBe(false);
    expect(!misread.ok && misread.errors.amountFrom).toMatch(/Write the amount like 1,234,567\.89/);
  });

  it("checks the bounds in order and leaves amounts alone when the currency is unknown", () => {
    expect(formToQuery({ amountFrom: "10", amountTo: "9.99" }, { locale: "en-US" })).toEqual({
      ok: false,
      errors: { amountTo: "Must not be below the lower bound." },
    });
    expect(formToQuery({ currency: "XYZ", amountFrom: "1.5" }, { locale: "en-US" })).toEqual({
      ok: false,
      errors: { currency: "Not a currency Countersign knows (ISO 4217)." },
    });
  });
});

describe("formToQuery: times and the rest", () => {
  it("reads date-times in the reader's zone and writes UTC, summer and winter", () => {
    expect(ok(formToQuery({ from: "2026-01-10T10:00" }, { locale: "en-US" }))).toBe(
      "from=2026-01-10T08%3A00%3A00.000Z",
    );
    expect(ok(formToQuery({ to: "2026-07-10T10:00:30" }, { locale: "en-US" }))).toBe(
      "to=2026-07-10T07%3A00%3A30.000Z",
    );
    expect(formToQuery({ from: "2026-02-01T00:00", to: "2026-01-01T00:00" }, { locale: "en-US" })).toEqual({
      ok: false,
      errors: { to: "Must not be before the start." },
    });
  });

  it("keeps the page size, drops empties, sorts lists, and names each invalid field", () => {
    expect(
      ok(
        formToQuery(
          {
            status: ["5", "2"],
            scheme: ["SEPA"],
            endToEndId: "  E2E-1  ",
            metadata: "",
            debtorBank: "sndblt21",
          },
          { locale: "en-US", limit: "10" },
        ),
      ),
    ).toBe("debtorBank=SNDBLT21&endToEndId=E2E-1&limit=10&scheme=SEPA&status=2&status=5");
    // What the platform matches regardless of case and spacing is written one way, so one search has one URL.
    expect(
      ok(
        formToQuery(
          { uetr: "3F1C2B9A-5D6E-4F70-8A9B-0C1D2E3F4A5B", debtorAccount: "de89 3704 0044 0532 0130 00" },
          { locale: "en-US" },
        ),
      ),
    ).toBe("debtorAccount=DE89370400440532013000&uetr=3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b");
    const bad = formToQuery({ uetr: "nope", creditorBank: "XX", id: "12a" }, { locale: "en-US" });
    expect(bad).toEqual({
      ok: false,
      errors: {
        id: "A transaction id is a whole number.",
        uetr: expect.stringMatching(/^A UETR is a UUID/),
        creditorBank: "A bank code is a BIC of 8 or 11 letters and digits.",
      },
    });
  });
});

describe("queryToForm", () => {
  it("shows the URL in the reader's conventions, and round-trips through formToQuery", () => {
    const query = "amountFrom=1234.5&from=2026-01-10T08%3A00%3A00.000Z&scheme=INST&scheme=SEPA";
    const form = queryToForm(query, "de-DE");
    expect(form).toMatchObject({
      amountFrom: "1.234,50",
      from: "2026-01-10T10:00:00",
      scheme: ["INST", "SEPA"],
    });
    expect(ok(formToQuery(form, { locale: "de-DE" }))).toBe(query);
    expect(queryToForm("currency=JPY&amountTo=1200000", "en-US").amountTo).toBe("1,200,000");
  });

  it("converts between the zone and UTC without losing seconds", () => {
    expect(isoToLocalInput("2026-07-01T21:30:15.000Z")).toBe("2026-07-02T00:30:15");
    expect(localInputToIso("2026-07-02T00:30:15")).toBe("2026-07-01T21:30:15.000Z");
    expect(localInputToIso("yesterday")).toBeNull();
    expect(isoToLocalInput("garbage")).toBe("");
  });
});
