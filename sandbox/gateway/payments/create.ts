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
  purpose: z
    .string()
    .regex(/^[A-Z]{4}$/, "An ISO 20022 purpose code of 4 capital letters")
    .optional(),
  metadata: z.array(z.string().min(1).max(140)).max(10).optional(),
});

export type TSepaPaymentInput = z.output<typeof ZSepaPayment>;

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
    purposeInformation: input.remittanceInformation,
    metadata: input.metadata,
    // Executed on the day it is accepted: the sandbox's date, not a requested execution date.
    settlementDate: ctx.clock.nowIso().slice(0, 10),
    createdByClient: clientId,
    channel: "api",
  });
  submitOutbound(ctx, payment);
  return payment;
}
