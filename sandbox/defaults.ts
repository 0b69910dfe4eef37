// What the sandbox answers as, by default: one place, read by the sandbox itself and by the launchers that
// point Countersign at it when no platform is configured. These credentials exist only on loopback.

export const SANDBOX_PORT = 4010;
export const SANDBOX_TENANT_ID = "sandbox-tenant";

export const SANDBOX_CLIENTS = {
  gateway: { id: "api-sepa-gateway-client", secret: "sandbox-gateway-secret" },
  approver: { id: "api-sepa-approver-client", secret: "sandbox-approver-secret" },
  ledger: { id: "api-ledger-client", secret: "sandbox-ledger-secret" },
  restriction: { id: "api-restriction-client", secret: "sandbox-restriction-secret" },
} as const;

/** Countersign's platform settings for a sandbox on `origin` (the four APIs share it under prefixes). */
export function sandboxSettings(origin = `http://127.0.0.1:${SANDBOX_PORT}`): Record<string, string> {
  return {
    PLATFORM_ENVIRONMENT: "sandbox",
    PLATFORM_TENANT_ID: SANDBOX_TENANT_ID,
    PLATFORM_BASE_URL: `${origin}/gateway`,
    PLATFORM_LEDGER_BASE_URL: `${origin}/ledger`,
    PLATFORM_RESTRICTION_BASE_URL: `${origin}/restriction`,
    PLATFORM_AUTH_URL: `${origin}/auth`,
    PLATFORM_GATEWAY_CLIENT_ID: SANDBOX_CLIENTS.gateway.id,
    PLATFORM_GATEWAY_CLIENT_SECRET: SANDBOX_CLIENTS.gateway.secret,
    PLATFORM_APPROVER_CLIENT_ID: SANDBOX_CLIENTS.approver.id,
    PLATFORM_APPROVER_CLIENT_SECRET: SANDBOX_CLIENTS.approver.secret,
    PLATFORM_LEDGER_CLIENT_ID: SANDBOX_CLIENTS.ledger.id,
    PLATFORM_LEDGER_CLIENT_SECRET: SANDBOX_CLIENTS.ledger.secret,
    PLATFORM_RESTRICTION_CLIENT_ID: SANDBOX_CLIENTS.restriction.id,
    PLATFORM_RESTRICTION_CLIENT_SECRET: SANDBOX_CLIENTS.restriction.secret,
  };
}
