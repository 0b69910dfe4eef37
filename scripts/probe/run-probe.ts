// The probe itself: every check in turn against one platform, then the checklist. No check writes to the
// platform unless `allowWrites` is set (and never in production: check-writes.ts).
import type { TSettings } from "../../lib/env-schema";
import { checkLedger, checkRestriction, checkTokens } from "./check-apis";
import { checkPayments } from "./check-payments";
import { checkTransfers } from "./check-transfers";
import { checkWebhooks } from "./check-webhooks";
import { checkWrites } from "./check-writes";
import { checklist } from "./checklist";
import type { TProbeReport } from "./report";
import { probeTarget } from "./target";

export type TProbeOptions = {
  /** Countersign's database, for the webhook checks; null when there is none to read. */
  databaseUrl: string | null;
  ledgerAccount: string | null;
  allowWrites: boolean;
};

export async function runProbe(settings: TSettings, opts: TProbeOptions): Promise<TProbeReport> {
  const t = probeTarget(settings);
  const checks = [
    ...(await checkTokens(t)),
    ...(await checkPayments(t)),
    ...(await checkTransfers(t)),
    ...(await checkRestriction(t)),
    ...(await checkLedger(t, opts.ledgerAccount)),
    ...(await checkWebhooks(settings, opts.databaseUrl)),
    ...(await checkWrites(t, opts.allowWrites)),
  ];
  return {
    target: `${settings.PLATFORM_ENVIRONMENT} at ${settings.PLATFORM_BASE_URL} (tenant ${settings.PLATFORM_TENANT_ID})`,
    checks,
    todo: checklist(settings, checks),
  };
}
