import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { parseOr400 } from "../../http/errors";
import type { TCancellation } from "../../state/model";
import { SEPA_INFO_MAX, SEPA_REJECTION_REASONS } from "./codes";
import {
  requireAwaitingAnswer,
  requireChannelBic,
  requireInboundPayment,
  requireNoValidReturn,
} from "./guards";
import { acceptInbound, rejectInbound } from "./lifecycle";
import { sddReturnDeadline } from "./sdd-deadline";
import { cancellationView, findCancellation, refuse, ZIdPath } from "./view";

// The v1 operations: reading a request, and accepting / rejecting one for SEPA Direct Debit (their paths
// and bodies are not shown: `:accept` with no body, `:reject` with {reasonCode, additionalInformation}).
// They serve SDD only; any other method answers 405 ILLEGAL_TRANSACTION_METHOD (rule 3 names SWIFT; v3
// replaces v1 for SEPA CT and Instant, and T2 has no cancellation answer at all).

const ZAccept = z.object({}).strict().optional();
const ZReject = z
  .object({
    reasonCode: z.string().min(1).max(35),
    additionalInformation: z.string().min(1).max(SEPA_INFO_MAX),
  })
  .strict();

export function v1Routes(app: FastifyInstance, ctx: TSandboxContext) {
  // GET /v1/cancellation-requests/{id}
  app.get("/v1/cancellation-requests/:id", async (request) => {
    const { id } = parseOr400("gateway", ZIdPath, request.params, "path");
    return cancellationView(findCancellation(ctx, id));
  });

  // POST /v1/cancellation-requests/{id}:accept
  app.post("/v1/cancellation-requests/:id(^[^/]+?)::accept", async (request) => {
    const { id } = parseOr400("gateway", ZIdPath, request.params, "path");
    parseOr400("gateway", ZAccept, request.body ?? undefined, "body");
    const { c, payment } = sddRequest(ctx, id);
    requireChannelBic(payment);
    requireNoValidReturn(ctx, payment);
    // Past the scheme deadline: refused before any return is created.
    const deadline = sddReturnDeadline(payment);
    if (ctx.clock.now() > deadline) {
      throw refuse(
        400,
        "SDD_DEADLINE_EXCEEDED",
        `The SDD return deadline of payment ${payment.transaction_id} passed at ${new Date(deadline).toISOString()}`,
      );
    }
    acceptInbound(ctx, c, payment, 0);
    return cancellationView(c);
  });

  // POST /v1/cancellation-requests/{id}:reject
  app.post("/v1/cancellation-requests/:id(^[^/]+?)::reject", async (request) => {
    const { id } = parseOr400("gateway", ZIdPath, request.params, "path");
    const body = parseOr400("gateway", ZReject, request.body, "body");
    const { c, payment } = sddRequest(ctx, id);
    requireChannelBic(payment);
    if (!SEPA_REJECTION_REASONS.includes(body.reasonCode)) {
      throw refuse(
        400,
        "ILLEGAL_CANCELLATION_REASON",
        `${body.reasonCode} is not a SEPA rejection reason; valid: ${SEPA_REJECTION_REASONS.join(", ")}`,
      );
    }
    rejectInbound(ctx, c, body.reasonCode, body.additionalInformation);
    return cancellationView(c);
  });
}

/** 404, status, linked inbound payment, then the method: SDD only. */
function sddRequest(
  ctx: TSandboxContext,
  id: number,
): { c: TCancellation; payment: ReturnType<typeof requireInboundPayment> } {
  const c = findCancellation(ctx, id);
  requireAwaitingAnswer(c);
  const payment = requireInboundPayment(ctx, c);
  if (payment.method !== "SDD") {
    throw refuse(
      405,
      "ILLEGAL_TRANSACTION_METHOD",
      `The v1 answer serves SEPA Direct Debit; payment ${payment.transaction_id} is ${payment.method}`,
    );
  }
  return { c, payment };
}
