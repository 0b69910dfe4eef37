import { z } from "zod";
import type { TSandboxContext } from "../../context";
import type { TPayment } from "../../state/model";
import { createPayment } from "../../state/payments";
import { isValidIban, normaliseIban } from "./iban";
import { submitOutbound } from "./lifecycle";
import { TENANT_BIC } from "./parties";

// Outbound SEPA credit transfers and SEPA Instant payments created through the API (POST /v3/payments/sepa
// and POST /gateway/createSepaPmt). docs/platform-interface.md#payment-creation names only amount, currency,
// creditorIban and debtorIban: every other field, and the limits, are the sandbox's choice
// (docs/platform.md#assumptions-payments).

/** SEPA's own ceiling (999,999,999.99 EUR); the platform's amount limit is not shown. */
export const MAX_SEPA_AMOUNT = 99_999_999_999;

/** The SEPA character set (EPC): Latin letters, digits and / - ? : ( ) . , ' + and space. */
const SEPA_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]+$/;

const zIban = z
  .string()
  .max(42)
  .transform(normaliseIban)
  .refine(isValidIban, "Not a valid IBAN (format or check digits)");
const zBic = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "Not a valid BIC"));
const zName = z.string().trim().min(1).max(70);

export const ZSepaPayment = z.object({
  scheme: z.enum(["SEPA", "INST"]).default("SEPA"),
  amount: z.number().int().min(1).max(MAX_SEPA_AMOUNT),
  currency: z.literal("EUR"),
  debtorIban: zIban,
  debtorName: zName.optional(),
  debtorBic: zBic.optional(),
  creditorIban: zIban,
  creditorName: zName,
  creditorBic: zBic.optional(),
  endToEndId: z.string().max(35).regex(SEPA_TEXT, "Only SEPA characters").optional(),
  remittanceInformation: z.string().min(1).max(140).optional(),
  // ISO 11649 (RF + 2 check digits + up to 21 characters), the structured alternative to the text above.
  creditorReference: z
    .string()
    .regex(/^RF\d{2}[A-Z0-9]{1,21}$/, "An ISO 11649 creditor reference (RF…)")
    .refine(validRf, "The creditor reference's check digits are wrong")
    .optional(),
  // SEPA credit transfers only; today or later (the sandbox's date), at most a year ahead.
  requestedExecutionDate: z.iso.date().optional(),
  purpose: z
    .string()
    .regex(/^[A-Z]{4}$/, "An ISO 20022 purpose code of 4 capital letters")
    .optional(),
  metadata: z.array(z.string().min(1).max(140)).max(10).optional(),
});

export type TSepaPaymentInput = z.output<typeof ZSepaPayment>;

/** ISO 11649: the reference with "RF" and its check digits moved to the end, letters as numbers, mod 97 = 1. */
function validRf(ref: string): boolean {
  const moved = `${ref.slice(4)}${ref.slice(0, 4)}`;
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** The body's rules across fields: one kind of remittance, and an execution date for an SCT within a year. */
export function sepaPaymentProblem(
  input: TSepaPaymentInput,
  today: string,
): { field: string; message: string } | null {
  if (input.remittanceInformation !== undefined && input.creditorReference !== undefined) {
    return {
      field: "creditorReference",
      message: "Either remittanceInformation or creditorReference, not both",
    };
  }
  const date = input.requestedExecutionDate;
  if (date === undefined) return null;
  if (input.scheme === "INST")
    return { field: "requestedExecutionDate", message: "SEPA Instant payments execute at once" };
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  if (date < today || date > limit.toISOString().slice(0, 10)) {
    return { field: "requestedExecutionDate", message: "Today or a later day within a year" };
  }
  return null;
}

export function createSepaPayment(
  ctx: TSandboxContext,
  input: TSepaPaymentInput,
  clientId: string,
): TPayment {
  const payment = createPayment(ctx, {
    direction: "OUTBOUND",
    method: input.scheme,
    amount: input.amount,
    currency: input.currency,
    debtorAccount: input.debtorIban,
    debtorName: input.debtorName,
    debtorBic: input.debtorBic ?? TENANT_BIC,
    creditorAccount: input.creditorIban,
    creditorName: input.creditorName,
    creditorBic: input.creditorBic,
    endToEndId: input.endToEndId,
    purpose: input.purpose,
    purposeInformation: input.remittanceInformation ?? input.creditorReference,
    metadata: input.metadata,
    // The requested execution date, else the day it is accepted (the sandbox's date).
    settlementDate: input.requestedExecutionDate ?? ctx.clock.nowIso().slice(0, 10),
    createdByClient: clientId,
    channel: "api",
  });
  submitOutbound(ctx, payment);
  return payment;
}
