import "server-only";

import type { TProviderErrorKind } from "@/lib/errors/provider-error";

const TIMEOUT_CODES = new Set([
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "ETIMEDOUT",
]);

const CONNECTION_CODES = new Set([
  "UND_ERR_SOCKET", // "other side closed": the server reset or closed mid-exchange
  "UND_ERR_CLOSED",
  "UND_ERR_DESTROYED",
  "UND_ERR_ABORTED",
  "UND_ERR_RES_EXCEEDED_MAX_SIZE",
  "UND_ERR_RES_CONTENT_LENGTH_MISMATCH",
  "HPE_INVALID_CONSTANT", // llhttp parser codes: the peer spoke something other than HTTP/1.1
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
  "EADDRNOTAVAIL",
  "ECONNABORTED",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
]);

/**
 * Classifies an error thrown while talking to a server. Returns null for errors that are bugs on
 * our side (invalid arguments, type errors), which must surface as they are.
 */
export function classifyTransportError(
  error: unknown,
): Exclude<TProviderErrorKind, "http" | "invalid_response"> | null {
  const code = errorCode(error);
  if (code && TIMEOUT_CODES.has(code)) return "timeout";
  if (code && (CONNECTION_CODES.has(code) || code.startsWith("HPE_"))) return "connection";
  if (code === "UND_ERR_INVALID_ARG" || error instanceof TypeError) return null;
  // Unknown socket-level failures (TLS alerts, odd errno values) are still "could not talk to the platform".
  return error instanceof Error ? "connection" : null;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  // Happy Eyeballs (autoSelectFamily) reports one AggregateError for all addresses tried.
  if (error instanceof AggregateError) return errorCode(error.errors[0]);
  return errorCode((error as { cause?: unknown }).cause);
}
