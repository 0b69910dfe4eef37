import "server-only";
import { env } from "@/lib/env";

/**
 * What the sign-in page may show before anyone is signed in: nothing that helps an outsider, so not the
 * platform's tenant id (it names the institution at the platform and is the token realm).
 */
export function signInOptions() {
  return {
    environment: env.PLATFORM_ENVIRONMENT,
    sso: env.OIDC_ENABLED ? { id: "oidc", name: env.OIDC_DISPLAY_NAME } : null,
  };
}
