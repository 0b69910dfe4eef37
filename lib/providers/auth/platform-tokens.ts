import "server-only";
import { env } from "@/lib/env";
import type { Secret } from "./secret";
import { createTokenSource, type TTokenSource } from "./token-source";

// One token source per API client of the platform (the interface's Authentication). Created on first use
// and kept for the life of the process, so every call of one client shares one cached token.

export type TPlatformClientName = "gateway" | "approver" | "ledger" | "restriction";

// On globalThis: Next.js bundles route handlers separately, and each bundle's own copy of this module
// would otherwise keep its own token per client, multiplying token requests.
const shared = globalThis as typeof globalThis & {
  countersignTokenSources?: Map<TPlatformClientName, TTokenSource>;
};
const sources = (shared.countersignTokenSources ??= new Map());

export function platformTokens(name: TPlatformClientName): TTokenSource {
  let source = sources.get(name);
  if (!source) {
    const credentials: Record<TPlatformClientName, { clientId: string; clientSecret: Secret }> = {
      gateway: { clientId: env.PLATFORM_GATEWAY_CLIENT_ID, clientSecret: env.PLATFORM_GATEWAY_CLIENT_SECRET },
      approver: {
        clientId: env.PLATFORM_APPROVER_CLIENT_ID,
        clientSecret: env.PLATFORM_APPROVER_CLIENT_SECRET,
      },
      ledger: { clientId: env.PLATFORM_LEDGER_CLIENT_ID, clientSecret: env.PLATFORM_LEDGER_CLIENT_SECRET },
      restriction: {
        clientId: env.PLATFORM_RESTRICTION_CLIENT_ID,
        clientSecret: env.PLATFORM_RESTRICTION_CLIENT_SECRET,
      },
    };
    const { clientId, clientSecret } = credentials[name];
    source = createTokenSource({
      authUrl: env.PLATFORM_AUTH_URL,
      tenantId: env.PLATFORM_TENANT_ID,
      clientId,
      clientSecret,
      // The ledger's description sends the client as HTTP Basic; the gateway's as form fields. Either is
      // only tried first: a token server that refuses it gets the other (token-source.ts).
      authStyle: name === "ledger" ? "basic" : "form",
      timeoutMs: env.PLATFORM_TIMEOUT_MS,
    });
    sources.set(name, source);
  }
  return source;
}
