import type { z } from "zod";
import type { TSandboxContext } from "../context";
import { envelopeError, ledgerProblem, parseOr400, type TApi } from "./errors";

// Query strings of the list and search operations. Which parameters exist is mostly "not shown" in the
// interface, so a wrong name would silently filter nothing. The default profile is loud about it: an
// unknown parameter is a 400 VALIDATION_ERROR naming it, so a mistake shows in development. The strict
// profile ignores unknown parameters silently, as many real platforms do (sandbox/README.md, Profiles).

export function parseQuery<S extends z.ZodObject>(
  ctx: TSandboxContext,
  api: TApi,
  schema: S,
  query: unknown,
  instance = "",
): z.output<S> {
  if (ctx.config.profile === "default") refuseUnknown(api, Object.keys(schema.shape), query, instance);
  return parseOr400(api, schema, query, "query", instance);
}

function refuseUnknown(api: TApi, known: string[], query: unknown, instance: string) {
  const given = query && typeof query === "object" ? Object.entries(query) : [];
  const unknown = given.filter(([name]) => !known.includes(name));
  if (!unknown.length) return;
  const message = (name: string) => `Unknown query parameter ${name}; known: ${known.join(", ")}`;
  if (api === "ledger")
    throw ledgerProblem(400, "Constraint Violation", instance, {
      violations: unknown.map(([name]) => ({ field: name, in: "query", message: message(name) })),
    });
  throw envelopeError(
    400,
    "VALIDATION_ERROR",
    "Request validation failed",
    unknown.map(([name, value]) => ({
      code: "UNKNOWN_PARAMETER",
      field_name: name,
      message: message(name),
      value: Array.isArray(value) ? value.join(",") : String(value),
    })),
  );
}
