import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { envelopeError, parseOr400 } from "../../http/errors";
import { createSepaPayment, sepaPaymentProblem, ZSepaPayment, type TSepaPaymentInput } from "./create";
import { idempotencyKeyOf, once } from "./idempotency";
import { toV2Item, toV3Summary } from "./wire";

// The two ways to create a SEPA payment with Idempotency-Key (docs/platform-interface.md#payment-creation:
// POST /v3/payments/sepa, and POST /gateway/createSepaPmt under {base_url}, i.e.
// /gateway/gateway/createSepaPmt on the sandbox). Both answer 201; a replay answers the first response again,
// with `Idempotent-Replayed: true`.

const ZCreateSepaPmt = z.object({ payment: ZSepaPayment });

/** 400 VALIDATION_ERROR for the rules across fields (create.ts sepaPaymentProblem). */
function checkAcross(ctx: TSandboxContext, input: TSepaPaymentInput, prefix: string) {
  const problem = sepaPaymentProblem(input, ctx.clock.nowIso().slice(0, 10));
  const value = problem ? String(input[problem.field as keyof TSepaPaymentInput] ?? "") : "";
  if (problem) {
    throw envelopeError(400, "VALIDATION_ERROR", "Request validation failed", [
      { code: "INVALID_VALUE", field_name: `${prefix}${problem.field}`, message: problem.message, value },
    ]);
  }
}

export function createRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  // POST /v3/payments/sepa
  app.post("/v3/payments/sepa", async (request, reply) => {
    const body = parseOr400("gateway", ZSepaPayment, request.body, "body");
    checkAcross(ctx, body, "");
    const key = idempotencyKeyOf(request);
    const answer = once(
      ctx,
      { operation: "v3.payments.sepa", clientId: request.clientId, key },
      body,
      () => ({
        status: 201,
        body: { data: toV3Summary(createSepaPayment(ctx, body, request.clientId)) },
      }),
    );
    return reply
      .status(answer.status)
      .header("idempotent-replayed", String(answer.replayed))
      .send(answer.body);
  });

  // POST /gateway/createSepaPmt
  app.post("/gateway/createSepaPmt", async (request, reply) => {
    const body = parseOr400("gateway", ZCreateSepaPmt, request.body, "body");
    checkAcross(ctx, body.payment, "payment.");
    const key = idempotencyKeyOf(request);
    const answer = once(ctx, { operation: "createSepaPmt", clientId: request.clientId, key }, body, () => ({
      status: 201,
      body: toV2Item(createSepaPayment(ctx, body.payment, request.clientId)),
    }));
    return reply
      .status(answer.status)
      .header("idempotent-replayed", String(answer.replayed))
      .send(answer.body);
  });
}
