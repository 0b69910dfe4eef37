import { z } from "zod";
import { registerControl } from "../../control/routes";
import { envelopeError, parseOr400 } from "../../http/errors";
import { PAYMENT_STATUSES, PAYMENT_TYPES } from "../../state/catalog";
import { createPayment, setPaymentStatus } from "../../state/payments";
import { sign } from "./approval";
import { confirmByStatement, settleInbound, submitOutbound } from "./lifecycle";
import { counterparty, customer } from "./parties";
import { toV2Item } from "./wire";

// Scene-setting for payments (not part of the platform's interface):
//   POST /control/payments                 any payment, directly (e.g. a TO_SIGN payment by a given client)
//   POST /control/payments/{id}/statement  the correspondent's statement confirms an outbound SWIFT debit
//   POST /control/payments/{id}/signatures a signature given in the web interface (counts toward approvals)
//   POST /control/payments/bulk            many payments at once, for benchmarks (./bulk.ts)

const statusNames = PAYMENT_STATUSES.map((s) => s.name) as [string, ...string[]];
const hardvalues = PAYMENT_STATUSES.map((s) => s.hardvalue) as [string, ...string[]];
const ZStatus = z
  .union([z.enum(statusNames), z.enum(hardvalues)])
  .transform((v) => PAYMENT_STATUSES.find((s) => s.name === v || s.hardvalue === v)!.name);

export const ZControlPayment = z
  .object({
    direction: z.enum(["OUTBOUND", "INBOUND"]),
    method: z.enum(["SEPA", "INST", "SDD", "SWIFT", "T2"]),
    amount: z.number().int().min(1),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default("EUR"),
    type: z.enum(PAYMENT_TYPES.map((t) => t.name) as [(typeof PAYMENT_TYPES)[number]["name"]]).optional(),
    /** Omitted: the payment goes through creation as the platform would (signing, processing, settlement). */
    status: ZStatus.optional(),
    debtorName: z.string().min(1).optional(),
    debtorAccount: z.string().min(1).optional(),
    debtorBic: z.string().min(8).max(11).optional(),
    creditorName: z.string().min(1).optional(),
    creditorAccount: z.string().min(1).optional(),
    creditorBic: z.string().min(8).max(11).optional(),
    debtorCode: z.string().min(1).max(35).optional(),
    creditorCode: z.string().min(1).max(35).optional(),
    createdByClient: z.string().min(1).nullable().optional(),
    channel: z.enum(["api", "web"]).default("api"),
    uetr: z.uuid().optional(),
    endToEndId: z.string().min(1).max(35).optional(),
    metadata: z.array(z.string().min(1)).optional(),
    settlementDate: z.iso.date().optional(),
    parentTrxId: z.number().int().positive().optional(),
    parentTrxAmount: z.number().int().min(0).optional(),
    compensationAmount: z.number().int().min(0).optional(),
    unaccountedTaxAmount: z.number().int().min(0).optional(),
    originReasonCode: z.string().min(1).optional(),
    purpose: z.string().min(1).optional(),
    channelBic: z.string().min(8).max(11).optional(),
    createdAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

const ZId = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
});

registerControl((app, ctx) => {
  app.post("/payments", async (request, reply) => {
    const b = parseOr400("control", ZControlPayment, request.body, "body");
    const outbound = b.direction === "OUTBOUND";
    const ours = customer(ctx.rng);
    const theirs = counterparty(ctx.rng, b.method === "SWIFT");
    const [debtor, creditor] = outbound ? [ours, theirs] : [theirs, ours];
    const payment = createPayment(ctx, {
      ...b,
      createdAt: b.createdAt && new Date(b.createdAt).toISOString(),
      status: b.status ?? "Created",
      debtorName: b.debtorName ?? debtor.name,
      debtorAccount: b.debtorAccount ?? debtor.account,
      debtorBic: b.debtorBic ?? debtor.bic,
      creditorName: b.creditorName ?? creditor.name,
      creditorAccount: b.creditorAccount ?? creditor.account,
      creditorBic: b.creditorBic ?? creditor.bic,
      // Generated parties carry their codes; given ones only what the scene says.
      debtorCode: b.debtorCode ?? (b.debtorAccount ? undefined : debtor.code),
      creditorCode: b.creditorCode ?? (b.creditorAccount ? undefined : creditor.code),
      createdByClient:
        b.createdByClient === undefined
          ? b.channel === "web"
            ? null
            : ctx.config.clients[0]!.id
          : b.createdByClient,
    });
    const inboundSct = !outbound && b.method === "SEPA" && b.settlementDate;
    if (!b.status && outbound) submitOutbound(ctx, payment);
    else if (!b.status && inboundSct) settleInbound(ctx, payment, b.settlementDate!);
    else if (b.status === "Accepted" && inboundSct) settleInbound(ctx, payment, b.settlementDate!);
    else if (!b.status) setPaymentStatus(ctx, payment, "Completed"); // inbound, credited on receipt
    return reply.status(201).send(toV2Item(payment));
  });

  app.post("/payments/:id/statement", async (request) => {
    const { id } = parseOr400("control", ZId, request.params, "path");
    const payment = ctx.store.payments.get(id);
    if (!payment) throw envelopeError(404, "TRANSACTION_NOT_FOUND", `Transaction ${id} not found`);
    if (!confirmByStatement(ctx, payment))
      throw envelopeError(
        409,
        "NOT_AWAITING_STATEMENT",
        "Only an outbound SWIFT payment in Sent to clear awaits a statement",
      );
    return toV2Item(payment);
  });

  app.post("/payments/:id/signatures", async (request) => {
    const { id } = parseOr400("control", ZId, request.params, "path");
    const { signer } = parseOr400(
      "control",
      z.object({ signer: z.string().min(1).max(100) }).strict(),
      request.body,
      "body",
    );
    const payment = ctx.store.payments.get(id);
    if (!payment) throw envelopeError(404, "TRANSACTION_NOT_FOUND", `Transaction ${id} not found`);
    if (payment.status !== "To sign")
      throw envelopeError(409, "ILLEGAL_TRANSACTION_STATUS", "Only a TO_SIGN payment can be signed");
    return sign(ctx, payment, signer);
  });
});
