import "server-only";
import { env } from "@/lib/env";

/** What the sign-in page may show before anyone is signed in: nothing secret. */
export function signInOptions() {
  return {
    tenantId: env.PLATFORM_TENANT_ID,
    environment: env.PLATFORM_ENVIRONMENT,
    sso: env.OIDC_ENABLED ? { id: "oidc", name: env.OIDC_DISPLAY_NAME } : null,
  };
}
