import "server-only";
import { countRejection } from "@/lib/db/webhook-rejections";
import { storeDelivery, type TNewDelivery } from "@/lib/db/webhook-deliveries";
import { logger } from "@/lib/logger";
import { webhookDeliveries } from "@/lib/metrics/metrics";
import { noteRejectedDelivery } from "./process/verification-alert";
import type { TIntakeAnswer } from "./receive-webhook";

// A delivery that failed verification (README, Security → Webhook intake). Anyone can post to the webhook
// URL, so what a refusal costs is bounded per source (an IPv4 address or IPv6 /64):
//   1. It is always counted: one atomic upsert, which also tells whether the source is past its hourly
//      limit on unverified traffic. Past it: 429 with Retry-After, and nothing else is done.
//   2. It is stored only as a sample (the first N per reason and source each hour), unless it looks like
//      the platform's own failure: those are the evidence an operator needs when a key rotates.
//   3. Only a platform-like failure counts towards VERIFICATION_FAILING.
// Verification runs before the limit is decided, so a verified delivery is never limited: its cheap checks
// (headers, tenant, timestamp) refuse junk without any RSA work, and a request carries at most
// MAX_SIGNATURES signatures (verify-signature.ts).

export type TRefusal = {
  reason: string;
  status: 401 | 413;
  /** The row to store if this one is sampled; verified, reason and platform-likeness are set here. */
  row: Omit<TNewDelivery, "platformLike">;
  source: string;
  limits: { unverifiedPerHour: number; rejectedSamplesPerHour: number };
  /** Whether it looks like the platform's own failure; may cost RSA, so asked only under the limit. */
  platformLike: () => boolean;
};

export async function refuseDelivery(r: TRefusal, requestId: string | null): Promise<TIntakeAnswer> {
  const counted = await countRejection(r.reason, r.source, r.limits.unverifiedPerHour);
  if (counted.limited) {
    webhookDeliveries().inc({ outcome: "rate_limited", reason: r.reason });
    // Logged once per reason and source each hour: a flood would fill the log instead of the table.
    if (counted.limitedThisHour === 1) {
      logger.warn({ requestId, reason: r.reason, source: r.source }, "webhook source over its hourly limit");
    }
    return {
      status: 429,
      body: { error: "rate_limited" },
      headers: { "retry-after": String(counted.secondsLeft) },
    };
  }
  const platformLike = r.platformLike();
  const sampled = counted.ordinal <= r.limits.rejectedSamplesPerHour;
  if (platformLike || sampled) await storeDelivery({ ...r.row, platformLike });
  logger.warn(
    { requestId, reason: r.reason, source: r.source, stored: platformLike || sampled, platformLike },
    "webhook rejected",
  );
  webhookDeliveries().inc({ outcome: "rejected", reason: r.reason });
  if (platformLike) void noteRejectedDelivery(r.reason);
  return { status: r.status, body: { error: r.reason } };
}
