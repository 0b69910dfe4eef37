import "server-only";

// Lives in lib/errors (not lib/http) so services can map it to an AppError without importing the HTTP layer.

export type TPlatformApi = "gateway" | "ledger" | "restriction" | "auth";

/** http: the platform answered with a non-2xx status; the others have `status: null` except invalid_response. */
export type TProviderErrorKind = "http" | "timeout" | "connection" | "invalid_response";

/**
 * One shape for both platform validation formats: the gateway/restriction `data.errors[]`
 * ({code, field_name, message, value}) and the ledger problem `violations[]` ({field, in, message}).
 */
export interface TFieldError {
  field: string;
  message: string;
  code?: string;
  /** Ledger only: where the field was sent (e.g. "query", "body"). */
  in?: string;
  /** Gateway/restriction only: the rejected value as the platform echoes it. */
  value?: string;
}

/** The ledger's problem body (RFC 7807 style) minus the status, which is on the error itself. */
export interface TProblem {
  title?: string;
  detail?: string;
  instance?: string;
}

export interface TProviderErrorInit {
  api: TPlatformApi;
  kind: TProviderErrorKind;
  status: number | null;
  method: string;
  /** Path only, never the full URL: query strings may carry identifiers we do not log. */
  path: string;
  requestId: string;
  code?: string;
  platformMessage?: string;
  fieldErrors?: TFieldError[];
  problem?: TProblem;
  /** invalid_response only: where the body departed from the expected schema (paths and rules, no values). */
  issues?: string[];
  cause?: unknown;
}

export class ProviderError extends Error {
  override readonly name = "ProviderError";
  readonly api: TPlatformApi;
  readonly kind: TProviderErrorKind;
  readonly status: number | null;
  readonly method: string;
  readonly path: string;
  readonly requestId: string;
  readonly code: string | undefined;
  readonly platformMessage: string | undefined;
  readonly fieldErrors: TFieldError[];
  readonly problem: TProblem | undefined;
  readonly issues: string[];

  constructor(init: TProviderErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.api = init.api;
    this.kind = init.kind;
    this.status = init.status;
    this.method = init.method;
    this.path = init.path;
    this.requestId = init.requestId;
    this.code = init.code;
    this.platformMessage = init.platformMessage;
    this.fieldErrors = init.fieldErrors ?? [];
    this.problem = init.problem;
    this.issues = init.issues ?? [];
  }

  /** For log lines and API error payloads; `cause` is left out on purpose (it is a transport detail). */
  toJSON() {
    const { name, message, api, kind, status, method, path, requestId, code, platformMessage } = this;
    return {
      name,
      message,
      api,
      kind,
      status,
      method,
      path,
      requestId,
      code,
      platformMessage,
      fieldErrors: this.fieldErrors,
      problem: this.problem,
      issues: this.issues,
    };
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

function describe(init: TProviderErrorInit): string {
  const what = `${init.api} ${init.method} ${init.path}`;
  switch (init.kind) {
    case "timeout":
      return `${what}: timed out`;
    case "connection":
      return `${what}: connection failed`;
    case "invalid_response":
      return `${what}: unexpected response body${init.issues?.length ? ` (${init.issues.join("; ")})` : ""}`;
    case "http": {
      const detail = [init.code, init.platformMessage ?? init.problem?.title].filter(Boolean).join(": ");
      return `${what}: HTTP ${init.status}${detail ? ` ${detail}` : ""}`;
    }
  }
}
