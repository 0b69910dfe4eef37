// One new payment (issue 16, item 1): the raw fields (./fields.ts) → a checked payment, or one message per
// field. Client-safe: the form runs it as the person types, the server again on submit, the bulk upload
// per row. `today` (YYYY-MM-DD in the institution's zone) comes from the caller, so nothing here reads a clock.

import { z } from "zod";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { checkEurAmount } from "./amount";
import { checkBic } from "./bic";
import type { TCheck } from "./check";
import { checkCreditorReference } from "./creditor-reference";
import { checkExecutionDate } from "./execution-date";
import { NEW_PAYMENT_FIELDS, type TNewPaymentField, type TRawNewPayment } from "./fields";
import { checkSepaIban } from "./iban";
import * as f from "./new-payment-fields";
import type { TNewPayment } from "./new-payment-type";

export type { TNewPayment, TNewPaymentDebtor, TRemittance } from "./new-payment-type";

export type TNewPaymentErrors = Partial<Record<TNewPaymentField, string>>;

/** The checks in order; the first message of each field is the one kept. */
function build(raw: TRawNewPayment, today: string, errors: TNewPaymentErrors): TNewPayment | null {
  const refuse = (field: TNewPaymentField, error: string) => void (errors[field] ??= error);
  const given = (field: TNewPaymentField) => raw[field]?.trim() || undefined;
  function take<T>(field: TNewPaymentField, check: (text: string) => TCheck<T>, missing?: string) {
    const text = given(field);
    if (text === undefined) return void (missing && refuse(field, missing));
    const checked = check(text);
    return checked.ok ? checked.value : void refuse(field, checked.error);
  }

  const scheme = take("scheme", f.checkScheme, "Choose SEPA credit transfer or SEPA Instant.");
  const accountId = take("debtorAccountId", f.checkAccountId);
  const debtorIban = take("debtorIban", checkSepaIban);
  const debtorBic = take("debtorBic", checkBic);
  const debtorName = take("debtorName", f.checkPartyName);
  if (given("debtorAccountId") && given("debtorIban")) {
    refuse("debtorAccountId", "Choose an ordering account or type the debtor's IBAN, not both.");
  } else if (!given("debtorAccountId") && !given("debtorIban")) {
    refuse("debtorAccountId", "Choose an ordering account, or type the debtor's IBAN.");
  } else if (given("debtorAccountId")) {
    const fromAccount = "The chosen ordering account gives this: leave it empty.";
    if (given("debtorBic")) refuse("debtorBic", fromAccount);
    if (given("debtorName")) refuse("debtorName", fromAccount);
  }

  const creditorName = take("creditorName", f.checkPartyName, "Enter the creditor's name.");
  const creditorIban = take("creditorIban", checkSepaIban, "Enter the creditor's IBAN.");
  const creditorBic = take("creditorBic", checkBic);
  if (creditorIban && creditorIban === debtorIban) {
    refuse("creditorIban", "The creditor's account is the debtor's: a payment needs two accounts.");
  }
  const amountMinor = take("amount", checkEurAmount, "Enter an amount.");
  const currency = take("currency", f.checkCurrency) ?? "EUR";
  const endToEndId = take("endToEndId", f.checkEndToEndId) ?? null;

  if (given("remittanceInformation") && given("creditorReference")) {
    const both = "Give remittance information or a creditor reference, not both.";
    refuse("remittanceInformation", both);
    refuse("creditorReference", both);
  }
  const text = take("remittanceInformation", f.checkRemittanceText);
  const reference = take("creditorReference", checkCreditorReference);

  if (scheme === "INST" && given("requestedExecutionDate")) {
    refuse(
      "requestedExecutionDate",
      "SEPA Instant payments execute at once: leave the execution date empty.",
    );
  }
  const date = take("requestedExecutionDate", (day) => checkExecutionDate(day, today)) ?? null;
  const purpose = take("purpose", f.checkPurpose) ?? null;

  if (Object.keys(errors).length > 0) return null;
  const bic = (value: string | undefined) => (value ? { bic: value } : {});
  return {
    scheme: scheme!,
    debtor: accountId
      ? { kind: "configured", accountId }
      : { kind: "typed", iban: debtorIban!, ...bic(debtorBic), ...(debtorName ? { name: debtorName } : {}) },
    creditor: { name: creditorName!, iban: creditorIban!, ...bic(creditorBic) },
    amountMinor: amountMinor!,
    currency,
    endToEndId,
    remittance: text ? { kind: "unstructured", text } : reference ? { kind: "structured", reference } : null,
    requestedExecutionDate: date,
    purpose,
  };
}

const field = z.string({ error: "Must be text." }).optional();
const ZRawNewPayment = z.object(
  Object.fromEntries(NEW_PAYMENT_FIELDS.map((name) => [name, field])) as Record<
    TNewPaymentField,
    typeof field
  >,
);

/** The raw fields → TNewPayment; each refusal is an issue at its field's path. */
export function newPaymentSchema({ today }: { today: string }): z.ZodType<TNewPayment, TRawNewPayment> {
  return ZRawNewPayment.transform((raw, ctx) => {
    const errors: TNewPaymentErrors = {};
    const payment = build(raw, today, errors);
    for (const [path, message] of Object.entries(errors))
      ctx.addIssue({ code: "custom", path: [path], message });
    return payment ?? z.NEVER;
  });
}

export type TNewPaymentCheck =
  { ok: true; payment: TNewPayment } | { ok: false; fieldErrors: TNewPaymentErrors };

/** As the form and the bulk upload need it: the payment, or the first message of each field. */
export function checkNewPayment(raw: TRawNewPayment, { today }: { today: string }): TNewPaymentCheck {
  const parsed = newPaymentSchema({ today }).safeParse(raw);
  if (parsed.success) return { ok: true, payment: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) as TNewPaymentErrors };
}
