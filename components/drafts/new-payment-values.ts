import type { TNewPaymentField, TRawNewPayment } from "@/lib/domain/initiation/fields";
import type { TNewPaymentErrors } from "@/lib/domain/initiation/new-payment";

// The New payment form's state and how it becomes the raw fields (lib/domain/initiation/fields.ts) that
// checkNewPayment reads in the browser and createDraftAction on the server. The form has choices the fields
// do not (an ordering account or a typed one, text or a creditor reference): only the chosen side is sent,
// so a value typed and then abandoned never reaches the check.

export type TNewPaymentValues = {
  scheme: "SEPA" | "INST";
  debtorMode: "account" | "typed";
  debtorAccountId: string;
  debtorIban: string;
  debtorBic: string;
  debtorName: string;
  creditorName: string;
  creditorIban: string;
  creditorBic: string;
  amount: string;
  endToEndId: string;
  remittanceKind: "text" | "reference";
  remittance: string;
  requestedExecutionDate: string;
  purpose: string;
};

/** The form's inputs, in the order they appear: the first one with a message gets the focus. */
export const FORM_INPUTS = [
  "scheme",
  "debtorAccountId",
  "debtorIban",
  "debtorBic",
  "debtorName",
  "creditorName",
  "creditorIban",
  "creditorBic",
  "amount",
  "endToEndId",
  "remittance",
  "requestedExecutionDate",
  "purpose",
] as const;
export type TFormInput = (typeof FORM_INPUTS)[number];

export const emptyValues = (hasAccounts: boolean): TNewPaymentValues => ({
  scheme: "SEPA",
  debtorMode: hasAccounts ? "account" : "typed",
  debtorAccountId: "",
  debtorIban: "",
  debtorBic: "",
  debtorName: "",
  creditorName: "",
  creditorIban: "",
  creditorBic: "",
  amount: "",
  endToEndId: "",
  remittanceKind: "text",
  remittance: "",
  requestedExecutionDate: "",
  purpose: "",
});

/** The raw fields of the form's choices; an empty field is left out (the check then says if it is needed). */
export function toRawPayment(v: TNewPaymentValues): TRawNewPayment {
  const typed = v.debtorMode === "typed";
  const raw: TRawNewPayment = {
    scheme: v.scheme,
    debtorAccountId: typed ? "" : v.debtorAccountId,
    debtorIban: typed ? v.debtorIban : "",
    debtorBic: typed ? v.debtorBic : "",
    debtorName: typed ? v.debtorName : "",
    creditorName: v.creditorName,
    creditorIban: v.creditorIban,
    creditorBic: v.creditorBic,
    amount: v.amount,
    endToEndId: v.endToEndId,
    remittanceInformation: v.remittanceKind === "text" ? v.remittance : "",
    creditorReference: v.remittanceKind === "reference" ? v.remittance : "",
    // Instant executes at once: a date left from an earlier choice of SEPA is not sent.
    requestedExecutionDate: v.scheme === "SEPA" ? v.requestedExecutionDate : "",
    purpose: v.purpose,
  };
  return Object.fromEntries(Object.entries(raw).filter(([, text]) => text.trim() !== "")) as TRawNewPayment;
}

/** The input a field's message is shown under; null for a field the form has no input for. */
export function inputOf(field: string, v: Pick<TNewPaymentValues, "debtorMode">): TFormInput | null {
  if (field === "remittanceInformation" || field === "creditorReference") return "remittance";
  // "Choose an account or type an IBAN": under the IBAN once the person chose to type one.
  if (field === "debtorAccountId" && v.debtorMode === "typed") return "debtorIban";
  return (FORM_INPUTS as readonly string[]).includes(field) ? (field as TFormInput) : null;
}

export type TInputErrors = { byInput: Partial<Record<TFormInput, string>>; other: string[] };

/** Field messages (the browser's check or the server's answer) by the input that shows them. */
export function errorsByInput(
  errors: TNewPaymentErrors | Record<string, string>,
  v: Pick<TNewPaymentValues, "debtorMode">,
): TInputErrors {
  const out: TInputErrors = { byInput: {}, other: [] };
  for (const [field, message] of Object.entries(errors)) {
    const input = inputOf(field as TNewPaymentField, v);
    if (input) out.byInput[input] ??= message;
    else out.other.push(message);
  }
  return out;
}

/** An IBAN as people read it: capitals in groups of four ("DE89 3704 0044 …"); the check ignores spaces. */
export const groupIban = (text: string): string =>
  text
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, "$1 ");
