import { describe, expect, it } from "vitest";
import { checkNewPayment } from "@/lib/domain/initiation/new-payment";
import {
  emptyValues,
  errorsByInput,
  groupIban,
  toRawPayment,
  type TNewPaymentValues,
} from "./new-payment-values";
import { describeNewPayment } from "./new-payment-words";

// The New payment form's state → the raw fields the check and the action read, its messages → the inputs
// that show them, and the confirmation's words.

const TODAY = "2026-11-26";
const filled: TNewPaymentValues = {
  ...emptyValues(true),
  debtorAccountId: "3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b",
  debtorIban: "LT12 1000 0111 0100 1000",
  debtorName: "left from typing",
  creditorName: "ACME Supplies GmbH",
  creditorIban: "DE89 3704 0044 0532 0130 00",
  amount: "1234.5",
  remittanceKind: "reference",
  remittance: "RF18 5390 0754 7034",
  requestedExecutionDate: "2026-12-01",
  purpose: "supp",
};

describe("toRawPayment", () => {
  it("sends only the chosen debtor and remittance, and leaves empty fields out", () => {
    expect(toRawPayment(filled)).toEqual({
      scheme: "SEPA",
      debtorAccountId: "3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b",
      creditorName: "ACME Supplies GmbH",
      creditorIban: "DE89 3704 0044 0532 0130 00",
      amount: "1234.5",
      creditorReference: "RF18 5390 0754 7034",
      requestedExecutionDate: "2026-12-01",
      purpose: "supp",
    });
  });

  it("sends the typed debtor and the text, and no execution date for SEPA Instant", () => {
    const raw = toRawPayment({
      ...filled,
      scheme: "INST",
      debtorMode: "typed",
      remittanceKind: "text",
      remittance: "Invoice 117",
    });
    expect(raw).toMatchObject({
      scheme: "INST",
      debtorIban: "LT12 1000 0111 0100 1000",
      debtorName: "left from typing",
      remittanceInformation: "Invoice 117",
    });
    expect(raw).not.toHaveProperty("debtorAccountId");
    expect(raw).not.toHaveProperty("creditorReference");
    expect(raw).not.toHaveProperty("requestedExecutionDate");
    expect(checkNewPayment(raw, { today: TODAY }).ok).toBe(true);
  });
});

describe("errorsByInput", () => {
  it("puts each message under the input that shows it", () => {
    const errors = {
      creditorReference: "bad reference",
      amount: "bad amount",
      debtorAccountId: "Choose an ordering account, or type the debtor's IBAN.",
      currency: "SEPA payments are in euro.",
    };
    expect(errorsByInput(errors, { debtorMode: "account" })).toEqual({
      byInput: {
        remittance: "bad reference",
        amount: "bad amount",
        debtorAccountId: "Choose an ordering account, or type the debtor's IBAN.",
      },
      other: ["SEPA payments are in euro."],
    });
    // Once the person chose to type the debtor, the missing debtor is the IBAN's to fix.
    expect(errorsByInput(errors, { debtorMode: "typed" }).byInput).toMatchObject({
      debtorIban: "Choose an ordering account, or type the debtor's IBAN.",
    });
  });

  it("maps the browser's own check of an empty form to its inputs", () => {
    const check = checkNewPayment(toRawPayment(emptyValues(true)), { today: TODAY });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(errorsByInput(check.fieldErrors, { debtorMode: "account" }).byInput).sort()).toEqual([
      "amount",
      "creditorIban",
      "creditorName",
      "debtorAccountId",
    ]);
  });
});

describe("groupIban", () => {
  it("writes an IBAN in capitals, in groups of four", () => {
    expect(groupIban(" de8937040044 0532013000 ")).toBe("DE89 3704 0044 0532 0130 00");
    expect(groupIban("")).toBe("");
  });
});

describe("describeNewPayment", () => {
  it("states the payment in words, with the ordering account by name", () => {
    const check = checkNewPayment(toRawPayment({ ...filled, creditorBic: "COBADEFFXXX" }), { today: TODAY });
    if (!check.ok) throw new Error(JSON.stringify(check.fieldErrors));
    const words = describeNewPayment(
      check.payment,
      [{ id: filled.debtorAccountId, iban: "LT601010012345678901", bic: null, name: "Treasury EUR" }],
      "en-US",
    );
    expect(words.title).toBe(`Make a draft to pay ${words.lines[1]![1]} to ACME Supplies GmbH?`);
    expect(Object.fromEntries(words.lines)).toMatchObject({
      Scheme: "SEPA credit transfer",
      Creditor: "ACME Supplies GmbH",
      "Creditor IBAN": "DE89 3704 0044 0532 0130 00",
      "Creditor BIC": "COBADEFFXXX",
      Debtor: "Treasury EUR, LT60 1010 0123 4567 8901",
      "End-to-end id": "generated when the draft is made",
      Remittance: "creditor reference RF18 5390 0754 7034",
      Execution: "2026-12-01",
      Purpose: "SUPP",
    });
    expect(words.lines[1]![1]).toMatch(/1,234\.50/);
  });

  it("says an Instant payment executes at once", () => {
    const check = checkNewPayment(toRawPayment({ ...filled, scheme: "INST", remittance: "" }), {
      today: TODAY,
    });
    if (!check.ok) throw new Error(JSON.stringify(check.fieldErrors));
    expect(Object.fromEntries(describeNewPayment(check.payment, [], "en-US").lines)).toMatchObject({
      Scheme: "SEPA Instant",
      Debtor: "the chosen ordering account",
      Remittance: "none",
      Execution: "at once, when it is submitted",
    });
  });
});
