import "server-only";
import { env } from "@/lib/env";
import type { TIntakeConfig } from "./receive-webhook";

/**
 * Intake settings from lib/env: the platform's public keys, the tenant, the header prefix, the tolerance,
 * and what unverified traffic may do (README, Security → Webhook intake).
 */
export function intakeConfig(): TIntakeConfig {
  return {
    publicKeys: env.WEBHOOK_PUBLIC_KEYS ?? [],
    tenantId: env.PLATFORM_TENANT_ID,
    headerPrefix: env.WEBHOOK_HEADER_PREFIX,
    toleranceSeconds: env.WEBHOOK_TOLERANCE_SECONDS,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    allowedSources: env.WEBHOOK_ALLOWED_SOURCES ?? null,
    unverifiedPerHour: env.WEBHOOK_UNVERIFIED_PER_HOUR,
    rejectedSamplesPerHour: env.WEBHOOK_REJECTED_SAMPLES_PER_HOUR,
  };
}
