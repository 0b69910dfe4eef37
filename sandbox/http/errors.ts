import type { z } from "zod";

// The three error shapes of docs/platform-interface.md#errors: the gateway and the restriction orders share
// the envelope {code, message, data:{message, errors[]}}; the ledger answers a problem body. A handler throws
// a SandboxHttpError; the error handler in app.ts sends its body as it is.

export type TApi = "auth" | "gateway" | "ledger" | "restriction" | "control";

export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export type TEnvelopeFieldError = { code: string; field_name: string; message: string; value: string };

/** Gateway and restriction-order error envelope. */
export function envelopeError(
  status: number,
  code: string,
  message: string,
  errors: TEnvelopeFieldError[] = [],
) {
  return new SandboxHttpError(status, { code, message, data: { message, errors } });
}

export type TViolation = { field: string; in: string; message: string };

/** Ledger problem body: violations on 400, detail on 500. */
export function ledgerProblem(
  status: number,
  title: string,
  instance: string,
  extra: { violations?: TViolation[]; detail?: string } = {},
) {
  return new SandboxHttpError(status, { status, title, instance, ...extra });
}

/** A ledger problem's `instance`: the path as the ledger sees it, without the sandbox's /ledger prefix. */
export function ledgerInstance(url: string): string {
  return url.split("?")[0]!.replace(/^\/ledger/, "");
}

/** The zod issues of a bad request, as the API's own error shape. */
export function validationError(
  api: TApi,
  error: z.ZodError,
  where: "body" | "query" | "path",
  input: unknown,
  instance = "",
) {
  if (api === "ledger") {
    return ledgerProblem(400, "Constraint Violation", instance, {
      violations: error.issues.map((i) => ({
        field: i.path.join(".") || where,
        in: where,
        message: i.message,
      })),
    });
  }
  return envelopeError(
    400,
    "VALIDATION_ERROR",
    "Request validation failed",
    error.issues.map((i) => ({
      code: i.code.toUpperCase(),
      field_name: i.path.join(".") || where,
      message: i.message,
      value: valueAt(input, i.path),
    })),
  );
}

function valueAt(input: unknown, path: PropertyKey[]): string {
  let v: unknown = input;
  for (const key of path) {
    // A query value that a list parameter wraps into an array (`statusIds=99`) is still the value sent.
    if (typeof v === "string" && typeof key === "number") break;
    v = v && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  }
  if (v === undefined) return "";
  const text = typeof v === "string" ? v : JSON.stringify(v);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** Parses with zod or throws the API's 400. */
export function parseOr400<S extends z.ZodType>(
  api: TApi,
  schema: S,
  input: unknown,
  where: "body" | "query" | "path",
  instance = "",
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(api, result.error, where, input, instance);
  return result.data;
}

const PREFIXES: [string, TApi][] = [
  ["/auth", "auth"],
  ["/gateway", "gateway"],
  ["/ledger", "ledger"],
  ["/restriction", "restriction"],
  ["/control", "control"],
];
/** Which of the sandbox's APIs a request URL belongs to, by its prefix (sandbox/app.ts). */
export const apiOf = (url: string): TApi => PREFIXES.find(([p]) => url.startsWith(p))?.[1] ?? "control";

/** A 500 in the API's own shape: the ledger's problem body, the envelope elsewhere. */
export function internalError(api: TApi, url: string): SandboxHttpError {
  if (api === "ledger")
    return ledgerProblem(500, "Internal Server Error", ledgerInstance(url), { detail: "Injected failure" });
  return envelopeError(500, "INTERNAL_ERROR", "Internal server error");
}
