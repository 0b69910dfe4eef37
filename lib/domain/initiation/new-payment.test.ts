import { describe, expect, it } from "vitest";
import { newPaymentSchema } from "./new-payment";
import { check, errorsOf, FULL, MINIMAL, TODAY } from "./new-payment-fixtures";

describe("checkNewPayment", () => {
  it("checks and normalises a full SEPA credit transfer", () => {
    expect(check(FULL)).toEqual({
      ok: true,
      payment: {
        scheme: "SEPA",
        debtor: {
          kind: "typed",
          iban: "LT121000011101001000",
          bic: "HABALT22",
          name: "Countersign Treasury",
        },
        creditor: { name: "ACME Supplies GmbH", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
        amountMinor: 123456,
        currency: "EUR",
        endToEndId: "INV-2026/117",
        remittance: { kind: "unstructured", text: "Invoice 117, November" },
        requestedExecutionDate: "2026-12-01",
        purpose: "SUPP",
      },
    });
  });

  it("fills the defaults of what is absent or blank", () => {
    expect(check({ ...MINIMAL, currency: " ", endToEndId: "", creditorBic: "  " })).toEqual({
      ok: true,
      payment: {
        scheme: "INST",
        debtor: { kind: "configured", accountId: "acc-1" },
        creditor: { name: "ACME", iban: "FR1420041010050500013M02606" },
        amountMinor: 500,
        currency: "EUR",
        endToEndId: null,
        remittance: null,
        requestedExecutionDate: null,
        purpose: null,
      },
    });
  });

  it("takes a structured creditor reference, normalised", () => {
    const result = check({
      ...FULL,
      remittanceInformation: undefined,
      creditorReference: "rf18 5390 0754 7034",
    });
    expect(result.ok && result.payment.remittance).toEqual({
      kind: "structured",
      reference: "RF18539007547034",
    });
  });

  it("names every missing required field", () => {
    expect(errorsOf({})).toEqual({
      scheme: "Choose SEPA credit transfer or SEPA Instant.",
      debtorAccountId: "Choose an ordering account, or type the debtor's IBAN.",
      creditorName: "Enter the creditor's name.",
      creditorIban: "Enter the creditor's IBAN.",
      amount: "Enter an amount.",
    });
  });

  it("refuses a value that is not text on its field", () => {
    expect(errorsOf({ ...FULL, amount: 5 as unknown as string })).toEqual({ amount: "Must be text." });
  });
});

describe("newPaymentSchema", () => {
  it("puts each refusal at its field's path", () => {
    const parsed = newPaymentSchema({ today: TODAY }).safeParse({ ...FULL, amount: "", currency: "GBP" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path, i.message])).toEqual([
      [["amount"], "Enter an amount."],
      [["currency"], "SEPA payments are in euro."],
    ]);
  });

  it("takes today from the caller: the same date is fine a day earlier", () => {
    const raw = { ...FULL, requestedExecutionDate: "2026-11-25" };
    expect(newPaymentSchema({ today: "2026-11-25" }).safeParse(raw).success).toBe(true);
    expect(newPaymentSchema({ today: TODAY }).safeParse(raw).success).toBe(false);
  });
});
