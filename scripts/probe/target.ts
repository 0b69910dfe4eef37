// The platform the probe talks to, built from the same settings the app reads (lib/env-schema.ts), with
// the app's own providers: what the probe reports is what Countersign will meet, through the same checks.
// The clients are made here rather than taken from the app's singletons so a test can aim them anywhere.
import { createPlatformClient, type TPlatformClient } from "../../lib/http/platform-client";
import type { TSettings } from "../../lib/env-schema";
import type { Secret } from "../../lib/providers/auth/secret";
import { createTokenSource, type TTokenSource } from "../../lib/providers/auth/token-source";
import { gatewayApi } from "../../lib/providers/gateway/client";
import { ledgerApi } from "../../lib/providers/ledger/client";
import { restrictionApi } from "../../lib/providers/restriction/client";

export type TClientName = "gateway" | "approver" | "ledger" | "restriction";

export type TProbeTarget = {
  settings: TSettings;
  tokens: Record<TClientName, TTokenSource>;
  gateway: ReturnType<typeof gatewayApi>;
  /** The gateway client without the checks of the search, for the raw probes (unknown parameters). */
  gatewayClient: TPlatformClient;
  ledger: ReturnType<typeof ledgerApi>;
  restriction: ReturnType<typeof restrictionApi>;
};

export function probeTarget(settings: TSettings): TProbeTarget {
  const s = settings;
  const source = (clientId: string, clientSecret: Secret, authStyle: "form" | "basic") =>
    createTokenSource({
      authUrl: s.PLATFORM_AUTH_URL,
      tenantId: s.PLATFORM_TENANT_ID,
      clientId,
      clientSecret,
      authStyle,
      timeoutMs: s.PLATFORM_TIMEOUT_MS,
    });
  // The same credential styles as lib/providers/auth/platform-tokens.ts: the ledger's description shows
  // HTTP Basic, the gateway's form fields.
  const tokens: Record<TClientName, TTokenSource> = {
    gateway: source(s.PLATFORM_GATEWAY_CLIENT_ID, s.PLATFORM_GATEWAY_CLIENT_SECRET, "form"),
    approver: source(s.PLATFORM_APPROVER_CLIENT_ID, s.PLATFORM_APPROVER_CLIENT_SECRET, "form"),
    ledger: source(s.PLATFORM_LEDGER_CLIENT_ID, s.PLATFORM_LEDGER_CLIENT_SECRET, "basic"),
    restriction: source(s.PLATFORM_RESTRICTION_CLIENT_ID, s.PLATFORM_RESTRICTION_CLIENT_SECRET, "form"),
  };
  const client = (api: "gateway" | "ledger" | "restriction", baseUrl: string, name: TClientName) =>
    createPlatformClient({ api, baseUrl, tokens: tokens[name], timeoutMs: s.PLATFORM_TIMEOUT_MS });
  const gatewayClient = client("gateway", s.PLATFORM_BASE_URL, "gateway");
  return {
    settings,
    tokens,
    gateway: gatewayApi(gatewayClient, client("gateway", s.PLATFORM_BASE_URL, "approver")),
    gatewayClient,
    ledger: ledgerApi(client("ledger", s.PLATFORM_LEDGER_BASE_URL, "ledger")),
    restriction: restrictionApi(client("restriction", s.PLATFORM_RESTRICTION_BASE_URL, "restriction"), {
      reasonField: s.PLATFORM_RESTRICTION_REASON_FIELD,
    }),
  };
}
