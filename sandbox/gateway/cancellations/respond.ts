import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { parseOr400 } from "../../http/errors";
import type { TCancellation } from "../../state/model";
import { familyOf } from "./codes";
import {
  requireAwaitingAnswer,
  requireChannelBic,
  requireInboundPayment,
  requireNoValidReturn,
} from "./guards";
import { acceptInbound, rejectInbound } from "./lifecycle";
import { decide } from "./respond-rules";
import { cancellationView, findCancellation, refuse, ZIdPath } from "./view";

// The v3 answer to an inbound cancellation request (preview). Order of checks, first failure wins:
//  1. 400 VALIDATION_ERROR  path id, body shape (types, enums, unknown fields)
//  2. 404 CANCELLATION_REQUEST_NOT_FOUND
//  3. 409 UNSUPPORTED_CANCELLATION_SCHEMA  derived schema SDD or T2 (rule 1)
//  4. 403 FEATURE_DISABLED  derived schema SWIFT, tenant without SWIFT cancellation (rule 2)
//  5. 400 ILLEGAL_CANCELLATION_REQUEST_STATUS  not CANCELLATION_IN_PROGRESS
//  6. 400 CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND, then ILLEGAL_TRANSACTION_DIRECTION
//  7. 405 ILLEGAL_TRANSACTION_METHOD  the payment's method is outside the derived schema's family
//  8. 400 CANCELLATION_CHANNEL_BIC_MISSING, then VALID_RETURN_EXISTS (ACCEPTED only)
//  9. the body against the schema (respond-rules.ts)
// The derived schema is the scheme of the camt.056 that carried the request, which is the payment's method
// unless the request came over another scheme's channel — the one way to meet 405 here.

const ZRespond = z
  .object({
    responseCode: z.enum(["ACCEPTED", "REJECTED"]),
    responseDetails: z
      .object({
        rejectionReasonCode: z.string().min(1).max(35).optional(),
        swiftRejectionReasonCode: z.string().min(1).max(35).optional(),
        additionalInformation: z.string().max(10_000).optional(),
        feeAmount: z.number().int().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export function respondRoute(app: FastifyInstance, ctx: TSandboxContext) {
  // POST /v3/cancellation-requests/{id}:respond
  app.post("/v3/cancellation-requests/:id(^[^/]+?)::respond", async (request) => {
    const { id } = parseOr400("gateway", ZIdPath, request.params, "path");
    const body = parseOr400("gateway", ZRespond, request.body, "body");
    const c = findCancellation(ctx, id);
    const schema = derivedSchema(ctx, c);
    const family = schema && familyOf(schema);
    if (schema && !family)
      throw refuse(
        409,
        "UNSUPPORTED_CANCELLATION_SCHEMA",
        `Responding through v3 is not supported for ${schema}`,
      );
    if (family === "SWIFT" && !ctx.features.swiftCancellation) {
      throw refuse(403, "FEATURE_DISABLED", "Inbound SWIFT cancellation is not enabled for the tenant");
    }
    requireAwaitingAnswer(c);
    const payment = requireInboundPayment(ctx, c);
    if (!family || familyOf(payment.method) !== family) {
      throw refuse(
        405,
        "ILLEGAL_TRANSACTION_METHOD",
        `A ${payment.method} payment cannot be answered as a ${schema} cancellation request`,
      );
    }
    requireChannelBic(payment);
    if (body.responseCode === "ACCEPTED") requireNoValidReturn(ctx, payment);
    const decision = decide(family, body.responseCode, body.responseDetails ?? {}, payment);

    if (decision.code === "ACCEPTED") acceptInbound(ctx, c, payment, decision.fee);
    else rejectInbound(ctx, c, decision.reason, decision.info);
    // Success body: not shown by the interface; the sandbox answers 200 with the updated request.
    return cancellationView(c);
  });
}

/** The request's scheme: the channel it came by, else its payment's method. */
export function derivedSchema(ctx: TSandboxContext, c: TCancellation) {
  if (c.internal.schema) return c.internal.schema;
  return c.transactionId === undefined ? undefined : ctx.store.payments.get(c.transactionId)?.method;
}
