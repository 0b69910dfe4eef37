import "server-only";

import { ProviderError } from "@/lib/errors/provider-error";
import type { TBearerTokens } from "@/lib/http/platform-client";
import type { THttpDeps } from "@/lib/http/request";
import { logger as defaultLogger } from "@/lib/logger";
import { tokenRefreshes } from "@/lib/metrics/metrics";

import { requestToken, type TAuthStyle } from "./request-token";
import type { Secret } from "./secret";
import { tokenLifetime } from "./token-response";

export interface TTokenSourceConfig {
  authUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: Secret;
  /** The style tried first; default "form". The other one is tried when the token server refuses it. */
  authStyle?: TAuthStyle;
  /** Token request deadline; default 10 s. */
  timeoutMs?: number;
  /** Refresh this long before the token expires; default 60 s. */
  refreshMarginMs?: number;
  /** Clock, for tests. */
  now?: () => number;
  http?: THttpDeps;
}

export interface TTokenSource extends TBearerTokens {
  /** A valid access token: cached, or fetched once for all concurrent callers. */
  getToken(): Promise<string>;
  /**
   * Drops the cached token if it is still `staleToken` (the one the platform just refused with 401).
   * A caller holding an older token than the cache does not cause a second refresh.
   */
  invalidate(staleToken: string): void;
}

interface TCached {
  token: string;
  refreshAt: number;
}

export function createTokenSource(config: TTokenSourceConfig): TTokenSource {
  const now = config.now ?? Date.now;
  const marginMs = Math.max(0, config.refreshMarginMs ?? 60_000);
  // What the source may say about itself: never the secret (the config's Secret prints as [REDACTED] anyway).
  const identity = { authUrl: config.authUrl, tenantId: config.tenantId, clientId: config.clientId };
  const log = config.http?.logger ?? defaultLogger;
  let cached: TCached | undefined;
  let inflight: Promise<string> | undefined;
  // The interface shows both ways of sending the client's credentials (form fields for the gateway, HTTP
  // Basic in the ledger's description) and no error responses of the token endpoint. So when the token
  // server refuses one way (400 or 401, as RFC 6749 §5.2 has it), the other is tried once, and the one
  // that worked is used first from then on (docs/platform.md, Token endpoint). A token request changes
  // nothing at the platform, so asking twice is safe; a wrong secret fails both ways and reports the first.
  let style: TAuthStyle = config.authStyle ?? "form";

  const ask = (authStyle: TAuthStyle) =>
    requestToken({
      authUrl: config.authUrl,
      tenantId: config.tenantId,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authStyle,
      timeoutMs: config.timeoutMs ?? 10_000,
      http: config.http,
    });

  async function askEitherWay() {
    try {
      return await ask(style);
    } catch (first) {
      if (!refusedCredentials(first)) throw first;
      const other: TAuthStyle = style === "form" ? "basic" : "form";
      try {
        const response = await ask(other);
        log.warn(
          { clientId: config.clientId, refused: style, accepted: other },
          "token server refused one way of sending the client credentials; using the other from now on",
        );
        style = other;
        return response;
      } catch (second) {
        log.debug({ clientId: config.clientId, err: second }, "token request failed both ways");
        throw first;
      }
    }
  }

  async function refresh(): Promise<string> {
    // Lifetime counts from when we asked, not when the answer arrived: errs on the early side.
    const requestedAt = now();
    let response: Awaited<ReturnType<typeof askEitherWay>>;
    try {
      response = await askEitherWay();
    } catch (error) {
      tokenRefreshes().inc({ client: config.clientId, outcome: "failed" });
      throw error;
    }
    tokenRefreshes().inc({ client: config.clientId, outcome: "ok" });
    const lifetime = tokenLifetime(response.expires_in);
    if (lifetime.fallback)
      log.warn(
        { clientId: config.clientId, keptForSeconds: lifetime.seconds },
        `token response: ${lifetime.fallback}`,
      );
    const lifetimeMs = lifetime.seconds * 1000;
    // The margin never eats more than half the lifetime, so a short-lived token is still reused
    // for a while and the refresh time is never in the past.
    cached = {
      token: response.access_token,
      refreshAt: requestedAt + lifetimeMs - Math.min(marginMs, lifetimeMs / 2),
    };
    return response.access_token;
  }

  const source: TTokenSource & { toJSON(): object; toString(): string } = {
    getToken() {
      if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
      if (!inflight) {
        // Single flight: every caller that arrives during the refresh shares this promise. On failure
        // all of them get the same ProviderError and the next call starts a new attempt.
        const attempt = refresh().finally(() => {
          if (inflight === attempt) inflight = undefined;
        });
        inflight = attempt;
      }
      return inflight;
    },
    invalidate(staleToken) {
      if (cached?.token === staleToken) cached = undefined;
    },
    toJSON: () => ({ type: "TokenSource", ...identity }),
    toString: () => `TokenSource(${config.clientId}@${config.authUrl})`,
  };
  return source;
}

const refusedCredentials = (err: unknown) =>
  err instanceof ProviderError && err.kind === "http" && (err.status === 400 || err.status === 401);
