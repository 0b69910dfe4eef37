import { z } from "zod";
import { registerControl } from "../../control/routes";
import { envelopeError, parseOr400 } from "../../http/errors";
import { createPayment } from "../../state/payments";
import { SANDBOX_CUSTOMER_CODE } from "../payments/parties";
import { completeLater } from "./confirmation";

// Control routes for Instant confirmation: an inbound SEPA Instant payment arriving from the clearing
// system, and a read-out of a payment with its confirmation record (tests do not read state directly).

const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;
const BIC = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;
const ZInstantInbound = z
  .object({
    amount: z.number().int().min(1).max(10_000_000),
    debtorName: z.string().min(1).max(140).default("Instant Sender SARL"),
    debtorAccount: z.string().regex(IBAN).default("FR1420041010050500013M02606"),
    debtorBic: z.string().regex(BIC).default("BNPAFRPPXXX"),
    creditorName: z.string().min(1).max(140).default("Sandbox Customer GmbH"),
    creditorAccount: z.string().regex(IBAN).default("DE89370400440532013000"),
    creditorBic: z.string().regex(BIC).default("SANDDEFFXXX"),
    endToEndId: z.string().min(1).max(35).optional(),
  })
  .strict();

registerControl((app, ctx) => {
  // POST /control/payments/instant-inbound — Pending confirmation when confirmation is on, else Accepted
  app.post("/payments/instant-inbound", async (request, reply) => {
    const body = parseOr400("control", ZInstantInbound, request.body, "body");
    const confirming = ctx.features.instantConfirmation !== "off";
    // createPayment emits payment.pending_confirmation, which opens the 5-second window (confirmation.ts).
    const payment = createPayment(ctx, {
      ...body,
      direction: "INBOUND",
      method: "INST",
      status: confirming ? "Pending confirmation" : "Accepted",
      settlementDate: ctx.clock.nowIso().slice(0, 10),
      channelBic: "SANDBEB2XXX",
      creditorCode: SANDBOX_CUSTOMER_CODE,
    });
    if (!confirming) completeLater(ctx, payment);
    return reply.code(201).send(payment);
  });

  // GET /control/payments/instant-inbound/{id} — the payment with internal (deadline, confirmation)
  app.get("/payments/instant-inbound/:id", async (request) => {
    const { id } = parseOr400(
      "control",
      z.object({ id: z.coerce.number().int().positive() }),
      request.params,
      "path",
    );
    const payment = ctx.store.payments.get(id);
    if (!payment) throw envelopeError(404, "NOT_FOUND", `Payment ${id} not found`);
    return payment;
  });
});
