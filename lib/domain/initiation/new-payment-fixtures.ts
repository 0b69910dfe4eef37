// Payments for the new-payment tests (new-payment.test.ts, new-payment-refusals.test.ts).

import type { TRawNewPayment } from "./fields";
import { checkNewPayment } from "./new-payment";

export const TODAY = "2026-11-26";
export const SEPA_CHARS = "use letters A–Z without accents, digits, spaces and / - ? : ( ) . , ' +.";

/** A full SEPA credit transfer, as a person might type it. */
export const FULL: TRawNewPayment = {
  scheme: "SEPA",
  debtorIban: "LT12 1000 0111 0100 1000",
  debtorBic: "habalt22",
  debtorName: "Countersign Treasury",
  creditorName: "ACME Supplies GmbH",
  creditorIban: "de89 3704 0044 0532 0130 00",
  creditorBic: "COBADEFFXXX",
  amount: "1234.56",
  currency: "EUR",
  endToEndId: "INV-2026/117",
  remittanceInformation: "Invoice 117, November",
  requestedExecutionDate: "2026-12-01",
  purpose: "supp",
};
/** The smallest payment: an ordering account, a creditor and an amount. */
export const MINIMAL: TRawNewPayment = {
  scheme: "INST",
  debtorAccountId: "acc-1",
  creditorName: "ACME",
  creditorIban: "FR1420041010050500013M02606",
  amount: "5",
};

export const check = (raw: TRawNewPayment) => checkNewPayment(raw, { today: TODAY });
export const errorsOf = (raw: TRawNewPayment) => {
  const result = check(raw);
  if (result.ok) throw new Error(`expected ${JSON.stringify(raw)} to be refused`);
  return result.fieldErrors;
};
