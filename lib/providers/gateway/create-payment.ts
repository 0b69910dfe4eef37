import "server-only";
import { z } from "zod";
import type { TCreateApi, TCreatedPayment, TPaymentSubmission } from "@/lib/domain/initiation/submission";
import type { TPlatformClient } from "@/lib/http/platform-client";

// POST /v3/payments/sepa and POST /gateway/createSepaPmt (docs/platform-interface.md#payment-creation). The
// interface states that both create SEPA CT and SEPA Instant payments and take an Idempotency-Key, and that
// createSepaPmt's body holds a `payment` with amount, currency, creditorIban and debtorIban; every other
// field, and both answers, are the sandbox's guess (docs/platform.md, "Assumptions: payments"). So the
// answer is read leniently — any of the shapes below gives the id — and an answer without one is not an
// error the caller can act on: the payment may exist, and it is found again by its end-to-end id.

/** The body both operations take (createSepaPmt wraps it in `payment`). */
export type TSepaCreateBody = {
  scheme: "SEPA" | "INST";
  amount: number;
  currency: string;
  debtorIban: string;
  debtorBic?: string;
  debtorName?: string;
  creditorIban: string;
  creditorBic?: string;
  creditorName: string;
  endToEndId: string;
  remittanceInformation?: string;
  creditorReference?: string;
  requestedExecutionDate?: string;
  purpose?: string;
  metadata?: string[];
};

export function toSepaCreateBody(s: TPaymentSubmission): TSepaCreateBody {
  const opt = <K extends string, V>(key: K, value: V | null) =>
    (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;
  return {
    scheme: s.scheme,
    amount: s.amountMinor,
    currency: s.currency,
    debtorIban: s.debtor.iban,
    ...opt("debtorBic", s.debtor.bic),
    ...opt("debtorName", s.debtor.name),
    creditorIban: s.creditor.iban,
    ...opt("creditorBic", s.creditor.bic),
    creditorName: s.creditor.name,
    endToEndId: s.endToEndId,
    ...opt("remittanceInformation", s.remittance?.kind === "unstructured" ? s.remittance.text : null),
    ...opt("creditorReference", s.remittance?.kind === "structured" ? s.remittance.reference : null),
    ...opt("requestedExecutionDate", s.requestedExecutionDate),
    ...opt("purpose", s.purpose),
    ...(s.metadata.length ? { metadata: s.metadata } : {}),
  };
}

const id = z.number().int().positive();
const status = z.string().nullish();
// v3: {data: <summary>} (sandbox); createSepaPmt: the v2 item (sandbox); and the plain forms a platform
// might choose instead. Anything else parses to null.
const ZCreated = z.union([
  z.looseObject({ data: z.looseObject({ id, status }) }).transform((b) => b.data),
  z
    .looseObject({ transaction_id: id, status })
    .transform((b) => ({ id: b.transaction_id, status: b.status })),
  z.looseObject({ id, status }),
]);

/** The id and status an answer gives, or null when it names no payment (then: read back). */
export function createdFrom(body: unknown): TCreatedPayment | null {
  const parsed = ZCreated.safeParse(body);
  return parsed.success ? { id: parsed.data.id, status: parsed.data.status ?? null } : null;
}

export function createPaymentApi(client: TPlatformClient) {
  return {
    /** Creates the payment under `idempotencyKey`; the answer's payment, or null when it names none. */
    async createPayment(
      api: TCreateApi,
      submission: TPaymentSubmission,
      idempotencyKey: string,
      o: { requestId?: string; timeoutMs?: number } = {},
    ): Promise<TCreatedPayment | null> {
      const body = toSepaCreateBody(submission);
      const answer = await client.request(
        "POST",
        api === "v3" ? "/v3/payments/sepa" : "/gateway/createSepaPmt",
        { body: api === "v3" ? body : { payment: body }, idempotencyKey, schema: z.unknown(), ...o },
      );
      return createdFrom(answer);
    },
  };
}
