import "server-only";
import { env } from "@/lib/env";
import type { TIntakeConfig } from "./receive-webhook";

/** Intake settings from lib/env: the platform's public keys, the tenant, the header prefix, the tolerance. */
export function intakeConfig(): TIntakeConfig {
  return {
    publicKeys: env.WEBHOOK_PUBLIC_KEYS ?? [],
    tenantId: env.PLATFORM_TENANT_ID,
    headerPrefix: env.WEBHOOK_HEADER_PREFIX,
    toleranceSeconds: env.WEBHOOK_TOLERANCE_SECONDS,
  };
}
