import "server-only";
import { env } from "@/lib/env";

/** Which platform this instance talks to, for the header badge. Addresses and secrets stay on the server. */
export function platformIdentity() {
  return { tenantId: env.PLATFORM_TENANT_ID, environment: env.PLATFORM_ENVIRONMENT };
}
