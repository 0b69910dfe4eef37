import { z } from "zod";
import { registerControl } from "../control/routes";
import { envelopeError, parseOr400 } from "../http/errors";
import { createOrder, ORDER_STATUSES, publicOrder, REJECTION_REASONS } from "./orders";

// Control API for restriction orders: create one order with any field set (all optional, realistic
// defaults), so tests and demos can stage UNPROCESSED, CONFIRMED or REJECTED documents.

const ZParty = z
  .object({ name: z.string(), account: z.string(), bic: z.string(), id: z.string(), member_code: z.string() })
  .partial()
  .strict();

const ZNewOrder = z
  .object({
    docId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[^/]+$/),
    date: z.iso.datetime({ offset: true }),
    type: z.string().min(1).max(35),
    referenceDocId: z.string().min(1).max(64),
    status: z.enum(ORDER_STATUSES),
    amount: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    freeDisposalAmount: z.number().int().min(0),
    freeDisposalComment: z.string().max(500),
    payer: ZParty,
    payee: ZParty,
    executeReason: z.string().max(500),
    rejectionReason: z.enum(REJECTION_REASONS),
  })
  .partial()
  .strict();

registerControl((app, ctx) => {
  // POST /control/restriction/orders
  app.post("/restriction/orders", async (request, reply) => {
    const init = parseOr400("control", ZNewOrder, request.body ?? {}, "body");
    if (init.docId && ctx.store.orders.has(init.docId)) {
      throw envelopeError(409, "ORDER_EXISTS", `Restriction order ${init.docId} already exists`);
    }
    return reply.status(201).send(publicOrder(createOrder(ctx, init)));
  });
});
