import type { FastifyRequest } from "fastify";
import type { TSandboxContext } from "../context";
import { ledgerProblem } from "../http/errors";
import { instanceOf } from "./http";

// docs/platform-interface.md#idempotency: a repeated request with the same key returns the existing answer
// instead of creating another. Keys are remembered per operation and per API client. The same key with a
// different request is refused with 422 (the IETF Idempotency-Key draft's answer; the interface does not
// say).

export type TAnswer = { status: number; body: unknown };

export function idempotent(
  ctx: TSandboxContext,
  request: FastifyRequest,
  operation: "transactions" | "close",
  key: string,
  requestValue: unknown,
  run: () => TAnswer,
): TAnswer {
  const storeKey = `ledger:${operation}:${request.clientId}:${key}`;
  const fingerprint = stableJson(requestValue);
  const seen = ctx.store.idempotency.get(storeKey);
  if (seen) {
    if (seen.fingerprint === fingerprint) return { status: seen.status, body: seen.body };
    throw ledgerProblem(422, "Unprocessable Entity", instanceOf(request), {
      detail: `Idempotency-Key ${key} was already used with a different request`,
    });
  }
  const answer = run(); // throws on a refused request: nothing remembered, the key stays free
  ctx.store.idempotency.set(storeKey, { fingerprint, ...answer });
  return answer;
}

/** JSON with object keys sorted, so that key order does not make two equal requests differ. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
