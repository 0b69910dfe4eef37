import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { registerControl } from "../../control/routes";
import { envelopeError, parseOr400 } from "../../http/errors";
import type { TPayment, TScheme } from "../../state/model";
import { createPayment } from "../../state/payments";
import { SANDBOX_CUSTOMER_CODE } from "../payments/parties";
import { CANCELLATION_REASONS } from "./codes";
import { createCancellation, createReturn, receiveOutboundReturn, setCancellationStatus } from "./lifecycle";
import { derivedSchema } from "./respond";
import { cancellationView, findCancellation, ZIdPath } from "./view";

// Control routes that set the cancellation scene: an inbound camt.056 for a given payment and scheme, an
// outbound request and its return, a forced status, and a full read-out (with internal) for tests.

const SCHEMES = ["SEPA", "INST", "SWIFT", "SDD", "T2"] as const;
export const DEFAULT_CHANNEL_BIC = "SANDBEB2XXX";

const ZScene = z.object({
  /** An existing payment; otherwise one is created with `scheme`, `amount`, `uetr`… */
  transactionId: z.number().int().positive().optional(),
  /** Scheme of the camt.056 (the derived schema); default: the payment's method, or SEPA. */
  scheme: z.enum(SCHEMES).optional(),
  amount: z.number().int().min(1).max(1e12).optional(),
  /** SWIFT payments get a UETR unless null. */
  uetr: z.uuid().nullable().optional(),
  reason: z.enum(CANCELLATION_REASONS).optional(),
  additionalComment: z.string().max(1000).optional(),
});
const ZInbound = ZScene.extend({
  /** The created payment's method when it differs from the request's scheme (for 405). */
  paymentMethod: z.enum(SCHEMES).optional(),
  /** The created payment's direction (OUTBOUND makes ILLEGAL_TRANSACTION_DIRECTION). */
  paymentDirection: z.enum(["INBOUND", "OUTBOUND"]).optional(),
  /** null: the payment has no channel BIC (CANCELLATION_CHANNEL_BIC_MISSING). */
  channelBic: z
    .string()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/)
    .nullable()
    .optional(),
  /** false: the request links no payment (CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND). */
  linked: z.boolean().optional(),
  /** true: the payment already has a completed return (VALID_RETURN_EXISTS). */
  existingReturn: z.boolean().optional(),
  settlementDate: z.iso.date().optional(),
}).strict();
const ZOutbound = ZScene.strict();
const ZStatus = z
  .object({
    status: z.enum([
      "CANCELLATION_CREATED",
      "CANCELLATION_IN_PROGRESS",
      "RETURNING",
      "REFUSING",
      "PAYMENT_RETURNED",
      "CANCELLATION_REFUSED",
      "PROCESSING_FAILED",
      "CANCELLATION_COMPLETED",
      "CANCELLATION_REJECTED",
      "CANCELLATION_ACCEPTED",
    ]),
  })
  .strict();

registerControl((app, ctx) => {
  // POST /control/cancellations/inbound — a camt.056 received: CANCELLATION_IN_PROGRESS
  app.post("/cancellations/inbound", async (request, reply) => {
    const body = parseOr400("control", ZInbound, request.body, "body");
    const existing = body.transactionId === undefined ? undefined : existingPayment(ctx, body.transactionId);
    const scheme = body.scheme ?? existing?.method ?? "SEPA";
    const payment =
      existing ?? scenePayment(ctx, body.paymentMethod ?? scheme, body.paymentDirection ?? "INBOUND", body);
    if (body.existingReturn) createReturn(ctx, payment, 0, "Completed");
    const linked = body.linked ?? true;
    const c = createCancellation(ctx, {
      direction: "INBOUND",
      status: "CANCELLATION_IN_PROGRESS",
      reason: body.reason ?? "DUPL",
      schema: scheme,
      ...(linked && { transactionId: payment.transaction_id }),
      additionalComment: body.additionalComment,
    });
    return reply.code(201).send(cancellationView(c));
  });

  // POST /control/cancellations/outbound — the client's own request for an outbound payment: CANCELLATION_CREATED
  app.post("/cancellations/outbound", async (request, reply) => {
    const body = parseOr400("control", ZOutbound, request.body, "body");
    const existing = body.transactionId === undefined ? undefined : existingPayment(ctx, body.transactionId);
    const payment = existing ?? scenePayment(ctx, body.scheme ?? "SEPA", "OUTBOUND", body);
    const c = createCancellation(ctx, {
      direction: "OUTBOUND",
      status: "CANCELLATION_CREATED",
      reason: body.reason ?? "DUPL",
      schema: body.scheme ?? payment.method,
      transactionId: payment.transaction_id,
      additionalComment: body.additionalComment,
    });
    return reply.code(201).send(cancellationView(c));
  });

  // POST /control/cancellations/{id}/return — the pacs.004 for an outbound request arrives: PAYMENT_RETURNED
  app.post("/cancellations/:id/return", async (request) => {
    const c = findCancellation(ctx, parseOr400("control", ZIdPath, request.params, "path").id);
    const original = c.transactionId === undefined ? undefined : ctx.store.payments.get(c.transactionId);
    if (c.direction !== "OUTBOUND" || !original || c.returnTransactionId !== undefined) {
      throw envelopeError(
        409,
        "CONFLICT",
        "Only an outbound request with a linked payment and no return yet can receive one",
      );
    }
    receiveOutboundReturn(ctx, c, original);
    return cancellationView(c);
  });

  // POST /control/cancellations/{id}/status — force a status (PROCESSING_FAILED, the unshown transitions…)
  app.post("/cancellations/:id/status", async (request) => {
    const c = findCancellation(ctx, parseOr400("control", ZIdPath, request.params, "path").id);
    setCancellationStatus(ctx, c, parseOr400("control", ZStatus, request.body, "body").status);
    return cancellationView(c);
  });

  // GET /control/cancellations/{id} — the request with internal (history, schema), its payment and return
  app.get("/cancellations/:id", async (request) => {
    const c = findCancellation(ctx, parseOr400("control", ZIdPath, request.params, "path").id);
    const find = (id: number | undefined) => (id === undefined ? null : (ctx.store.payments.get(id) ?? null));
    return {
      cancellation: c,
      schema: derivedSchema(ctx, c) ?? null,
      payment: find(c.transactionId),
      returnPayment: find(c.returnTransactionId),
    };
  });
});

function existingPayment(ctx: TSandboxContext, id: number): TPayment {
  const payment = ctx.store.payments.get(id);
  if (!payment) throw envelopeError(404, "NOT_FOUND", `Payment ${id} not found`);
  return payment;
}

type TSceneInit = z.infer<typeof ZScene> & { channelBic?: string | null; settlementDate?: string };

/** A settled payment to cancel: inbound ones are credited to a sandbox customer, outbound ones debited. */
function scenePayment(
  ctx: TSandboxContext,
  method: TScheme,
  direction: "INBOUND" | "OUTBOUND",
  init: TSceneInit,
): TPayment {
  const ours = { name: "Sandbox Customer GmbH", account: "DE89370400440532013000", bic: "SANDDEFFXXX" };
  const theirs = { name: "Counterparty Ltd", account: "FR1420041010050500013M02606", bic: "BNPAFRPPXXX" };
  const [debtor, creditor] = direction === "INBOUND" ? [theirs, ours] : [ours, theirs];
  const uetr =
    init.uetr === null ? undefined : (init.uetr ?? (method === "SWIFT" ? uuidFrom(ctx) : undefined));
  return createPayment(ctx, {
    direction,
    method,
    amount: init.amount ?? 10_000,
    status: "Completed",
    debtorName: debtor.name,
    debtorAccount: debtor.account,
    debtorBic: debtor.bic,
    debtorCode: debtor === ours ? SANDBOX_CUSTOMER_CODE : undefined,
    creditorCode: creditor === ours ? SANDBOX_CUSTOMER_CODE : undefined,
    creditorName: creditor.name,
    creditorAccount: creditor.account,
    creditorBic: creditor.bic,
    uetr,
    settlementDate: init.settlementDate ?? ctx.clock.nowIso().slice(0, 10),
    channelBic: init.channelBic === null ? undefined : (init.channelBic ?? DEFAULT_CHANNEL_BIC),
  });
}

/** A version-4 UUID from the seeded random source (deterministic runs). */
export function uuidFrom(ctx: TSandboxContext): string {
  const hex = Array.from({ length: 32 }, () => "0123456789abcdef"[ctx.rng.int(0, 15)]).join("");
  const variant = "89ab"[ctx.rng.int(0, 3)];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
