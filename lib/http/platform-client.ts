import "server-only";

import { randomUUID } from "node:crypto";

import type { z } from "zod";

import { ProviderError, type TPlatformApi } from "@/lib/errors/provider-error";

import { sendRequest, type THttpDeps, type THttpMethod } from "./request";
import type { TQuery } from "./url";

/** What the client needs from a token cache (implemented by lib/providers/auth createTokenSource). */
export interface TBearerTokens {
  getToken(): Promise<string>;
  /** Drop the cached token if it is still `staleToken`. */
  invalidate(staleToken: string): void;
}

export interface TPlatformClientConfig {
  api: Exclude<TPlatformApi, "auth">;
  /** e.g. {base_url}; may carry a base path, which is kept. */
  baseUrl: string;
  tokens: TBearerTokens;
  /** Deadline per HTTP exchange (a 401 retry gets its own); default 10 s. */
  timeoutMs?: number;
  http?: THttpDeps;
}

export interface TPlatformRequestOptions {
  /** Arrays become repeated parameters: { schema: ["SEPA", "INST"] } → schema=SEPA&schema=INST. */
  query?: TQuery;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as Idempotency-Key. The caller owns it: the same key for a repeat of the same write. */
  idempotencyKey?: string;
  /** Correlates with the app's own request; a UUID is generated when absent. */
  requestId?: string;
  timeoutMs?: number;
}

export interface TPlatformClient {
  readonly api: TPlatformClientConfig["api"];
  /** `path` is built with pathOf`…` so parameters are encoded and `:action` suffixes stay literal. */
  request<S extends z.ZodType>(
    method: THttpMethod,
    path: string,
    options: TPlatformRequestOptions & { schema: S },
  ): Promise<z.output<S>>;
  /** Without a schema the response body is ignored (e.g. "success body: not shown" endpoints). */
  request(
    method: THttpMethod,
    path: string,
    options?: TPlatformRequestOptions & { schema?: undefined },
  ): Promise<void>;
}

// Ledger keys: at most 255 characters, no whitespace. The gateway accepts any string; the stricter rule suits both.
const IDEMPOTENCY_KEY = /^\S{1,255}$/;

export function createPlatformClient(config: TPlatformClientConfig): TPlatformClient {
  const { api, baseUrl, tokens } = config;

  async function request(
    method: THttpMethod,
    path: string,
    options: TPlatformRequestOptions & { schema?: z.ZodType } = {},
  ): Promise<unknown> {
    const { idempotencyKey } = options;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new TypeError("Idempotency-Key must be 1-255 characters without whitespace");
    }
    // One id for the logical call: the 401 retry is the same call and is logged under the same id.
    const requestId = options.requestId ?? randomUUID();
    const send = async (token: string) =>
      sendRequest({
        ...config.http,
        api,
        method,
        baseUrl,
        path,
        query: options.query,
        json: options.body,
        schema: options.schema,
        timeoutMs: options.timeoutMs ?? config.timeoutMs ?? 10_000,
        requestId,
        headers: {
          ...options.headers,
          ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }),
          authorization: `Bearer ${token}`,
        },
      });

    const token = await tokens.getToken();
    try {
      return (await send(token)).data;
    } catch (error) {
      if (!(error instanceof ProviderError && error.kind === "http" && error.status === 401)) throw error;
      // A token can be revoked or expire early (platform restart, clock skew). A 401 means the request
      // was refused before any processing, so repeating it once is safe even for writes. invalidate()
      // only drops the token we sent: concurrent callers refused with the same token share one refresh.
      tokens.invalidate(token);
      const fresh = await tokens.getToken();
      return (await send(fresh)).data;
    }
  }

  return { api, request: request as TPlatformClient["request"] };
}
