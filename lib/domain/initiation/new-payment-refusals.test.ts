import { describe, expect, it } from "vitest";
import type { TNewPaymentField, TRawNewPayment } from "./fields";
import { errorsOf, FULL, MINIMAL, SEPA_CHARS } from "./new-payment-fixtures";

// Each refusal of one new payment is a message on the field it is about, and on no other.

describe("checkNewPayment refusals", () => {
  const BOTH_REMITTANCE = "Give remittance information or a creditor reference, not both.";
  const FROM_ACCOUNT = "The chosen ordering account gives this: leave it empty.";
  it.each<[string, TRawNewPayment, Partial<Record<TNewPaymentField, string>>]>([
    [
      "an unknown scheme",
      { ...FULL, scheme: "SWIFT" },
      { scheme: "The scheme is SEPA (credit transfer) or INST (SEPA Instant)." },
    ],
    [
      "both debtor kinds",
      { ...FULL, debtorAccountId: "acc-1" },
      { debtorAccountId: "Choose an ordering account or type the debtor's IBAN, not both." },
    ],
    [
      "a malformed account id",
      { ...MINIMAL, debtorAccountId: "acc 1;" },
      { debtorAccountId: "Choose an ordering account from the list." },
    ],
    [
      "debtor BIC and name beside an ordering account",
      { ...MINIMAL, debtorBic: "HABALT22", debtorName: "X" },
      { debtorBic: FROM_ACCOUNT, debtorName: FROM_ACCOUNT },
    ],
    [
      "a bad debtor IBAN",
      { ...FULL, debtorIban: "LT13 1000 0111 0100 1000" },
      { debtorIban: "The check digits do not match: check the IBAN for a typing error." },
    ],
    [
      "a non-SEPA debtor IBAN",
      { ...FULL, debtorIban: "KZ86125KZT5004100100" },
      { debtorIban: "SEPA payments need both accounts in the SEPA area; Kazakhstan (KZ) is outside it." },
    ],
    [
      "a non-SEPA creditor IBAN",
      { ...FULL, creditorIban: "BR1800360305000010009795493C1" },
      { creditorIban: "SEPA payments need both accounts in the SEPA area; Brazil (BR) is outside it." },
    ],
    [
      "a creditor IBAN of the wrong length",
      { ...FULL, creditorIban: "AT61190430023457320" },
      { creditorIban: "IBANs from Austria (AT) have 20 characters; this one has 19." },
    ],
    [
      "the debtor's own IBAN as creditor",
      { ...FULL, creditorIban: "LT121000011101001000" },
      { creditorIban: "The creditor's account is the debtor's: a payment needs two accounts." },
    ],
    [
      "a bad debtor BIC",
      { ...FULL, debtorBic: "HABALT2" },
      { debtorBic: "A BIC has 8 or 11 characters; this one has 7." },
    ],
    [
      "a bad creditor BIC",
      { ...FULL, creditorBic: "C0BADEFF" },
      { creditorBic: "A BIC starts with 4 letters: the bank's code." },
    ],
    [
      "a debtor name over 70",
      { ...FULL, debtorName: "D".repeat(71) },
      { debtorName: "At most 70 characters; this has 71." },
    ],
    [
      "a creditor name over 70",
      { ...FULL, creditorName: "C".repeat(71) },
      { creditorName: "At most 70 characters; this has 71." },
    ],
    [
      "a creditor name with an accent",
      { ...FULL, creditorName: "Société Générale" },
      { creditorName: `“é” is not allowed: ${SEPA_CHARS}` },
    ],
    [
      "a formula as creditor name (=)",
      { ...FULL, creditorName: '=HYPERLINK("http://x")' },
      { creditorName: `“=” is not allowed: ${SEPA_CHARS}` },
    ],
    [
      "a formula as debtor name (@)",
      { ...FULL, debtorName: "@SUM(A1)" },
      { debtorName: `“@” is not allowed: ${SEPA_CHARS}` },
    ],
    [
      "a formula as remittance (=)",
      { ...FULL, remittanceInformation: "=1+2" },
      { remittanceInformation: `“=” is not allowed: ${SEPA_CHARS}` },
    ],
    [
      "grouped digits",
      { ...FULL, amount: "1,234.56" },
      {
        amount: "Write the amount in digits with “.” before the cents and no thousands separators: 1234.56.",
      },
    ],
    ["three decimals", { ...FULL, amount: "1.005" }, { amount: "EUR amounts have at most 2 decimals." }],
    ["a zero amount", { ...FULL, amount: "0.00" }, { amount: "Enter an amount above zero." }],
    ["a negative amount", { ...FULL, amount: "-1" }, { amount: "The amount cannot be negative." }],
    [
      "too large an amount",
      { ...FULL, amount: "1000000000" },
      { amount: "The amount can be at most 999999999.99 EUR." },
    ],
    ["another currency", { ...FULL, currency: "USD" }, { currency: "SEPA payments are in euro." }],
    [
      "an end-to-end id over 35",
      { ...FULL, endToEndId: "E".repeat(36) },
      { endToEndId: "At most 35 characters; this has 36." },
    ],
    [
      "an end-to-end id outside the set",
      { ...FULL, endToEndId: "INV#117" },
      { endToEndId: `“#” is not allowed: ${SEPA_CHARS}` },
    ],
    [
      "NOTPROVIDED as end-to-end id",
      { ...FULL, endToEndId: "NOTPROVIDED" },
      { endToEndId: "NOTPROVIDED means no id: leave the field empty to have one generated." },
    ],
    [
      "an end-to-end id with //",
      { ...FULL, endToEndId: "A//B" },
      { endToEndId: "An end-to-end id cannot start or end with “/” or contain “//”." },
    ],
    [
      "remittance over 140",
      { ...FULL, remittanceInformation: "R".repeat(141) },
      { remittanceInformation: "At most 140 characters; this has 141." },
    ],
    [
      "both remittance kinds",
      { ...FULL, creditorReference: "RF18539007547034" },
      { remittanceInformation: BOTH_REMITTANCE, creditorReference: BOTH_REMITTANCE },
    ],
    [
      "a bad creditor reference",
      { ...FULL, remittanceInformation: "", creditorReference: "RF19539007547034" },
      { creditorReference: "The check digits do not match: check the reference for a typing error." },
    ],
    [
      "an Instant payment with a date",
      { ...MINIMAL, requestedExecutionDate: "2026-12-01" },
      { requestedExecutionDate: "SEPA Instant payments execute at once: leave the execution date empty." },
    ],
    [
      "a date in the past",
      { ...FULL, requestedExecutionDate: "2026-11-25" },
      { requestedExecutionDate: "The execution date cannot be in the past: today is 2026-11-26." },
    ],
    [
      "a date over a year ahead",
      { ...FULL, requestedExecutionDate: "2027-11-27" },
      {
        requestedExecutionDate: "The execution date can be at most one year ahead: 2027-11-26 at the latest.",
      },
    ],
    [
      "a date that is not one",
      { ...FULL, requestedExecutionDate: "2026-02-30" },
      { requestedExecutionDate: "2026-02-30 is not a day of the calendar." },
    ],
    [
      "a purpose code of 3 letters",
      { ...FULL, purpose: "SUP" },
      { purpose: "A purpose code is 4 letters, such as SUPP (supplier payment) or SALA (salary)." },
    ],
  ])("refuses %s, on its field only", (_, raw, fieldErrors) => {
    expect(errorsOf(raw)).toEqual(fieldErrors);
  });
});
