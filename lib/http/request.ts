import "server-only";

import { randomUUID } from "node:crypto";

import type { Span } from "@opentelemetry/api";
import type { Dispatcher } from "undici";
import type { z } from "zod";

import { ProviderError, type TPlatformApi } from "@/lib/errors/provider-error";
import { logger as defaultLogger, type Logger } from "@/lib/logger";
import { platformRequestDuration, platformRequests, secondsSince } from "@/lib/metrics/metrics";
import { featureSightings } from "@/lib/metrics/feature-sightings";
import { pathTemplate } from "@/lib/metrics/path-template";
import { platformWindow } from "@/lib/metrics/platform-window";
import { failSpan, withSpan } from "@/lib/metrics/trace";

import { getHttpAgent } from "./agent";
import { parseErrorBody } from "./parse-error-body";
import { parseResponseBody } from "./parse-response-body";
import { classifyTransportError } from "./transport-error";
import { resolveTarget, type TQuery } from "./url";

export type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Transport dependencies, injectable for tests; defaults are the shared agent and logger. */
export interface THttpDeps {
  dispatcher?: Dispatcher;
  logger?: Logger;
}

export interface THttpRequest<T> extends THttpDeps {
  api: TPlatformApi;
  method: THttpMethod;
  baseUrl: string;
  /** Already encoded (see pathOf); no query string. */
  path: string;
  query?: TQuery;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** Without a schema the body is read and discarded, and `data` is undefined. */
  schema?: z.ZodType<T>;
  /** One deadline for the whole exchange: connect, headers and body. */
  timeoutMs: number;
  requestId?: string;
  /** Values scrubbed from error bodies before they reach an error (a server echoing our form). */
  redact?: readonly string[];
}

export interface THttpResponse<T> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  data: T;
  requestId: string;
}

/** One call to the platform, in its own span (docs/observability.md#traces) under the action or route's. */
export function sendRequest<T>(req: THttpRequest<T>): Promise<THttpResponse<T>> {
  const requestId = req.requestId ?? randomUUID();
  const operation = `${req.method} ${pathTemplate(resolveTarget(req.baseUrl, req.path).path)}`;
  const attributes = { "countersign.api": req.api, "countersign.request_id": requestId };
  return withSpan(`platform ${req.api} ${operation}`, attributes, (span) => send(req, requestId, span));
}

async function send<T>(req: THttpRequest<T>, requestId: string, span: Span): Promise<THttpResponse<T>> {
  const log = req.logger ?? defaultLogger;
  const target = resolveTarget(req.baseUrl, req.path, req.query);
  const meta = { api: req.api, method: req.method, path: target.path, requestId };
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);

  // Every call is counted once, answered or not (docs/observability.md): the operation is the path template.
  const observe = (status: number | null, outcome: string) => {
    if (status !== null) span.setAttribute("http.response.status_code", status);
    if (outcome !== "ok") failSpan(span, outcome);
    const labels = { api: req.api, operation: `${req.method} ${pathTemplate(target.path)}` };
    const statusLabel = status === null ? "none" : String(status);
    // The System page's hour, kept whether or not Prometheus scrapes (docs/observability.md#system-page).
    platformWindow().record(req.api, performance.now() - started, status, outcome);
    featureSightings().record(req.api, labels.operation, outcome);
    platformRequestDuration().observe({ ...labels, status: statusLabel }, secondsSince(started));
    platformRequests().inc({ ...labels, status: statusLabel, outcome });
  };

  const fail = (error: ProviderError): never => {
    observe(error.status, error.code ?? error.kind);
    log.warn(
      { ...meta, status: error.status, kind: error.kind, code: error.code, durationMs: durationMs() },
      error.message,
    );
    throw error;
  };

  // undici's headersTimeout/bodyTimeout are per phase (and bodyTimeout is per chunk); this timer is the
  // caller's total budget. Both are set so whichever fires first wins.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error("request deadline exceeded")), req.timeoutMs);

  let status: number;
  let headers: THttpResponse<T>["headers"];
  let text: string;
  try {
    const res = await (req.dispatcher ?? getHttpAgent()).request({
      origin: target.origin,
      path: target.pathWithQuery,
      method: req.method,
      headers: buildHeaders(req, requestId),
      body:
        req.json !== undefined
          ? JSON.stringify(req.json)
          : req.form
            ? new URLSearchParams(req.form).toString()
            : undefined,
      signal: deadline.signal,
      headersTimeout: req.timeoutMs,
      bodyTimeout: req.timeoutMs,
    });
    status = res.statusCode;
    headers = res.headers;
    text = await res.body.text();
    // undici hands the socket back to the pool on a "drain" event that fires after the body's end.
    // Yielding one macrotask lets the caller's next sequential call reuse this socket instead of
    // opening a second one (observed with undici 7.30: a tight loop otherwise uses two sockets).
    await new Promise((resolve) => setImmediate(resolve));
  } catch (error) {
    const kind = deadline.signal.aborted ? "timeout" : classifyTransportError(error);
    if (kind === null) throw error;
    return fail(new ProviderError({ ...meta, kind, status: null, cause: error }));
  } finally {
    clearTimeout(timer);
  }

  if (status < 200 || status >= 300) {
    const parsed = parseErrorBody(scrub(text, req.redact));
    return fail(new ProviderError({ ...meta, kind: "http", status, ...parsed }));
  }

  const body = parseResponseBody(text, req.schema);
  if (!body.ok)
    return fail(new ProviderError({ ...meta, kind: "invalid_response", status, issues: body.issues }));

  observe(status, "ok");
  log.debug({ ...meta, status, durationMs: durationMs() }, "platform call");
  return { status, headers, data: body.data, requestId };
}

function buildHeaders(req: THttpRequest<unknown>, requestId: string): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
  if (req.json !== undefined) headers["content-type"] = "application/json";
  else if (req.form) headers["content-type"] = "application/x-www-form-urlencoded";
  headers["x-request-id"] = requestId;
  return headers;
}

function scrub(text: string, secrets: readonly string[] | undefined): string {
  let out = text;
  for (const secret of secrets ?? []) if (secret) out = out.split(secret).join("[REDACTED]");
  return out;
}
