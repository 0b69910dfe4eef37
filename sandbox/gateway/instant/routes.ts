import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { envelopeError, parseOr400 } from "../../http/errors";
import { armConfirmationWindows, decide, INSTANT_REJECT_REASONS } from "./confirmation";
import "./control";

// The client's answer to a pending inbound SEPA Instant payment. Body (not shown beyond accept/reject and a
// reason): {decision: "ACCEPT"|"REJECT", reasonCode} with reasonCode required for REJECT and refused for
// ACCEPT. Order of checks: 400 VALIDATION_ERROR (path, body) → 404 TRANSACTION_NOT_FOUND → rule 3: 403
// FEATURE_DISABLED (confirmation off, or not an inbound Instant payment) → rule 2: 400
// CONFIRMATION_WINDOW_EXPIRED (the window closed, whether or not the fallback has run) → rule 1: 400
// ILLEGAL_TRANSACTION_STATUS (not pending). Success: 200 with an empty body.

const ZPath = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, "id must be a positive integer")
    .transform(Number),
});
const ZResponse = z
  .object({ decision: z.enum(["ACCEPT", "REJECT"]), reasonCode: z.enum(INSTANT_REJECT_REASONS).optional() })
  .strict()
  .superRefine((body, check) => {
    if (body.decision === "REJECT" && !body.reasonCode)
      check.addIssue({ code: "custom", path: ["reasonCode"], message: "reasonCode is required to reject" });
    if (body.decision === "ACCEPT" && body.reasonCode)
      check.addIssue({ code: "custom", path: ["reasonCode"], message: "reasonCode is only used to reject" });
  });

export function instantRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  armConfirmationWindows(ctx);

  // POST /v1/transactions/{id}/response
  app.post("/v1/transactions/:id/response", async (request, reply) => {
    const { id } = parseOr400("gateway", ZPath, request.params, "path");
    const body = parseOr400("gateway", ZResponse, request.body, "body");
    ctx.clock.runDue(); // a window that closed since the last tick is decided first
    const payment = ctx.store.payments.get(id);
    if (!payment) throw envelopeError(404, "TRANSACTION_NOT_FOUND", `Transaction ${id} not found`);
    if (ctx.features.instantConfirmation === "off")
      throw envelopeError(
        403,
        "FEATURE_DISABLED",
        "Instant payment confirmation is not enabled for the tenant",
      );
    if (payment.method !== "INST" || payment.direction !== "INBOUND") {
      throw envelopeError(
        403,
        "FEATURE_DISABLED",
        `Confirmation applies to inbound SEPA Instant payments; ${id} is ${payment.direction} ${payment.method}`,
      );
    }
    const deadline = payment.internal.confirmationDeadline;
    const expired =
      payment.internal.confirmation?.by === "fallback" ||
      (payment.status === "Pending confirmation" && deadline !== undefined && ctx.clock.now() >= deadline);
    if (expired)
      throw envelopeError(
        400,
        "CONFIRMATION_WINDOW_EXPIRED",
        `The 5-second confirmation window of transaction ${id} has closed`,
      );
    if (payment.status !== "Pending confirmation") {
      throw envelopeError(
        400,
        "ILLEGAL_TRANSACTION_STATUS",
        `Transaction ${id} is ${payment.status}, not Pending confirmation`,
      );
    }
    decide(ctx, payment, { decision: body.decision, by: "response", reasonCode: body.reasonCode });
    return reply.code(200).send();
  });
}
