import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { envelopeError, parseOr400 } from "../../http/errors";

// Idempotency-Key on payment creation (docs/platform-interface.md#idempotency: a repeat returns what the
// first request created). Keys are scoped by operation and API client; the first answer is replayed for the
// same request; the same key with another request is a 409.

const ZKey = z.object({ "idempotency-key": z.string().min(1).max(255).optional() });

export type TAnswer = { status: number; body: unknown; replayed: boolean };

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  return parseOr400("gateway", ZKey, { "idempotency-key": request.headers["idempotency-key"] }, "path")[
    "idempotency-key"
  ];
}

/** JSON with sorted keys: the same request written in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

export function once(
  ctx: TSandboxContext,
  scope: { operation: string; clientId: string; key: string | undefined },
  request: unknown,
  create: () => { status: number; body: unknown },
): TAnswer {
  if (scope.key === undefined) return { ...create(), replayed: false };
  const storeKey = `${scope.operation}:${scope.clientId}:${scope.key}`;
  const fingerprint = canonical(request);
  const seen = ctx.store.idempotency.get(storeKey);
  if (seen) {
    if (seen.fingerprint !== fingerprint) {
      throw envelopeError(
        409,
        "IDEMPOTENCY_KEY_REUSED",
        "The Idempotency-Key was already used with a different request",
        [
          {
            code: "IDEMPOTENCY_KEY_REUSED",
            field_name: "Idempotency-Key",
            message: "Used before with another body",
            value: scope.key.slice(0, 200),
          },
        ],
      );
    }
    return { status: seen.status, body: seen.body, replayed: true };
  }
  const answer = create();
  ctx.store.idempotency.set(storeKey, { fingerprint, ...answer });
  return { ...answer, replayed: false };
}
