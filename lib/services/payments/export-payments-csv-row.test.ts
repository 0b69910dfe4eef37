import { describe, expect, it } from "vitest";
import type { TPayment } from "@/lib/domain/payments/payments";
import {
  PAYMENT_CSV_HEADER,
  PAYMENT_CSV_HEADER_LINE,
  paymentCsvLine,
  toUtcIso,
} from "./export-payments-csv-row";

function payment(over: Partial<TPayment> = {}): TPayment {
  return {
    id: 1042,
    uetr: "0f2b8a64-4c1e-4d6a-9a3b-7e5c2d1f0a9b",
    endToEndId: "E2E-1042",
    direction: "OUTBOUND",
    method: "SEPA",
    type: "Payment",
    typeId: 1,
    status: "TO_SIGN",
    statusName: "To sign",
    statusId: 2,
    amount: 123456,
    currency: "EUR",
    debtorName: "Countersign Customer UAB",
    debtorAccount: "LT223999010000000101",
    debtorBic: "CSGNLT21XXX",
    creditorName: "Müller, Schmidt & Co",
    creditorAccount: "DE89370400440532013000",
    creditorBic: null,
    settlementDate: "2026-03-02",
    parentId: null,
    createdAt: "2026-03-01T10:15:30.123+02:00",
    updatedAt: "2026-03-01T08:16:00Z",
    ...over,
  };
}

/** Splits one CSV line (no embedded newlines in these cases) into its cells, undoing RFC 4180 quoting. */
function cells(line: string): Record<string, string> {
  expect(line.endsWith("\r\n")).toBe(true);
  const out: string[] = [];
  const re = /("(?:[^"]|"")*"|[^,]*)(,|\r\n$)/gy;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    out.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replaceAll('""', '"') : m[1]!);
    if (m[2] !== ",") break;
  }
  expect(out).toHaveLength(PAYMENT_CSV_HEADER.length);
  return Object.fromEntries(PAYMENT_CSV_HEADER.map((h, i) => [h, out[i]!]));
}

describe("paymentCsvLine", () => {
  it("writes every column, amounts in major units with the currency, times in UTC", () => {
    expect(PAYMENT_CSV_HEADER_LINE).toBe(`${PAYMENT_CSV_HEADER.join(",")}\r\n`);
    expect(cells(paymentCsvLine(payment()))).toEqual({
      id: "1042",
      created_at_utc: "2026-03-01T08:15:30.123Z",
      updated_at_utc: "2026-03-01T08:16:00Z",
      settlement_date: "2026-03-02",
      direction: "OUTBOUND",
      method: "SEPA",
      type: "Payment",
      status: "TO_SIGN",
      status_name: "To sign",
      amount: "1234.56",
      currency: "EUR",
      amount_minor: "123456",
      debtor_name: "Countersign Customer UAB",
      debtor_account: "LT223999010000000101",
      debtor_bic: "CSGNLT21XXX",
      creditor_name: "Müller, Schmidt & Co",
      creditor_account: "DE89370400440532013000",
      creditor_bic: "",
      end_to_end_id: "E2E-1042",
      uetr: "0f2b8a64-4c1e-4d6a-9a3b-7e5c2d1f0a9b",
      parent_id: "",
    });
  });

  it("keeps each currency's precision exactly, including amounts a float would round", () => {
    const amount = (p: Partial<TPayment>) => cells(paymentCsvLine(payment(p))).amount;
    expect(amount({ amount: 5, currency: "EUR" })).toBe("0.05");
    expect(amount({ amount: 500, currency: "JPY" })).toBe("500");
    expect(amount({ amount: 1, currency: "BHD" })).toBe("0.001");
    expect(amount({ amount: Number.MAX_SAFE_INTEGER, currency: "EUR" })).toBe("90071992547409.91");
    // A negative figure is a number, not a formula: it is not quoted away into text.
    expect(paymentCsvLine(payment({ amount: -250 }))).toContain(",-2.50,EUR,-250,");
  });

  it("leaves the major amount empty for a currency it cannot place, and keeps the minor units", () => {
    const row = cells(paymentCsvLine(payment({ amount: 777, currency: "XAU" })));
    expect([row.amount, row.currency, row.amount_minor]).toEqual(["", "XAU", "777"]);
  });

  it("quotes separators and neutralises text a spreadsheet would run as a formula", () => {
    const line = paymentCsvLine(payment({ debtorName: '=HYPERLINK("http://x","y")', creditorName: "+1" }));
    expect(line).toContain(`,"'=HYPERLINK(""http://x"",""y"")",`);
    expect(cells(line).creditor_name).toBe("'+1");
    expect(cells(line).parent_id).toBe("");
    expect(cells(paymentCsvLine(payment({ parentId: 77 }))).parent_id).toBe("77");
  });
});

describe("toUtcIso", () => {
  it("converts any offset to Z, keeping the fraction digits as sent", () => {
    expect(toUtcIso("2026-03-01T10:15:30.123456+02:00")).toBe("2026-03-01T08:15:30.123456Z");
    expect(toUtcIso("2026-03-01T00:30:00-05:30")).toBe("2026-03-01T06:00:00Z");
    expect(toUtcIso("2026-01-01T01:00:00+0200")).toBe("2025-12-31T23:00:00Z");
    expect(toUtcIso("2026-03-01T08:15Z")).toBe("2026-03-01T08:15:00Z");
    expect(toUtcIso("2026-03-01t08:15:00z")).toBe("2026-03-01T08:15:00Z");
    expect(toUtcIso("2024-02-29T23:59:59.9-01:00")).toBe("2024-03-01T00:59:59.9Z");
  });

  it("returns what it cannot read as sent, rather than guessing a zone or dropping it", () => {
    expect(toUtcIso(null)).toBeNull();
    expect(toUtcIso("2026-03-01T10:15:30")).toBe("2026-03-01T10:15:30");
    expect(toUtcIso("2026-02-30T10:00:00Z")).toBe("2026-02-30T10:00:00Z");
    expect(toUtcIso("2026-03-01T24:00:00Z")).toBe("2026-03-01T24:00:00Z");
    expect(toUtcIso("yesterday")).toBe("yesterday");
  });
});
