import "server-only";

import type { TBearerTokens } from "@/lib/http/platform-client";
import type { THttpDeps } from "@/lib/http/request";

import { requestToken, type TAuthStyle } from "./request-token";
import type { Secret } from "./secret";

export interface TTokenSourceConfig {
  authUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: Secret;
  /** Default "form". */
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
  let cached: TCached | undefined;
  let inflight: Promise<string> | undefined;

  async function refresh(): Promise<string> {
    // Lifetime counts from when we asked, not when the answer arrived: errs on the early side.
    const requestedAt = now();
    const response = await requestToken({
      authUrl: config.authUrl,
      tenantId: config.tenantId,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authStyle: config.authStyle ?? "form",
      timeoutMs: config.timeoutMs ?? 10_000,
      http: config.http,
    });
    const lifetimeMs = response.expires_in * 1000;
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
