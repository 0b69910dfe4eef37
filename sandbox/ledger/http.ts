import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ledgerInstance, ledgerProblem, type TViolation } from "../http/errors";
import { UUID_PATTERN } from "./identifiers";

// What every ledger route shares: the problem body's `instance` (the path as the ledger itself sees it,
// without the sandbox's /ledger prefix), path parameters that must be UUIDs, the Idempotency-Key header,
// and the JSON parser that lets `:close` arrive with `Content-Type: application/json` and no body.

export const ZUuid = z.string().regex(UUID_PATTERN, "must be a UUID (8-4-4-4-12 hexadecimal digits)");
export const ZAccountPath = z.object({ accountId: ZUuid });
export const ZTransactionPath = z.object({ id: ZUuid });

export function instanceOf(request: FastifyRequest): string {
  return ledgerInstance(request.url);
}

export function violation(request: FastifyRequest, violations: TViolation[]) {
  return ledgerProblem(400, "Constraint Violation", instanceOf(request), { violations });
}

export function notFound(request: FastifyRequest, detail: string) {
  return ledgerProblem(404, "Not Found", instanceOf(request), { detail });
}

/**
 * docs/platform-interface.md#idempotency: at most 255 characters, no whitespace. The sandbox requires the
 * header on both ledger writes (its assumption), so that a retried write can never post twice.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers["idempotency-key"];
  const key = Array.isArray(raw) ? raw.join(",") : raw;
  const message =
    key === undefined || key === ""
      ? "must not be blank"
      : key.length > 255
        ? "size must be between 1 and 255"
        : /\s/.test(key)
          ? "must not contain whitespace"
          : null;
  if (message) throw violation(request, [{ field: "Idempotency-Key", in: "header", message }]);
  return key!;
}

/** Bodies are JSON only: any other content type is 415, unless the body is empty (`:close` takes none). */
export function acceptEmptyJson(app: FastifyInstance) {
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("*", { parseAs: "string" }, (request, body, done) => {
    if (!String(body).trim()) return done(null, undefined);
    const type = request.headers["content-type"] ?? "none";
    done(
      Object.assign(new Error(`Content type ${type} is not supported; send application/json`), {
        statusCode: 415,
      }),
      undefined,
    );
  });
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error("Body is not valid JSON"), { statusCode: 400 }), undefined);
    }
  });
}
