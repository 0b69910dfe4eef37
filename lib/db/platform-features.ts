import "server-only";
import { db } from "./client";

// platform_features_observed: FEATURE_DISABLED answers per API and operation (docs/observability.md#system-page).

export type TFeatureRow = {
  api: string;
  operation: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  okAfterAt: Date | null;
};

/**
 * Records refusals (first seen kept, last seen moved on) and successes: a success later than an operation's
 * last refusal is its ok_after_at (the feature worked again); successes of operations never refused are
 * not stored.
 */
export async function recordFeatureSightings(
  disabled: readonly { api: string; operation: string; firstSeen: Date; lastSeen: Date }[],
  ok: readonly { api: string; operation: string; at: Date }[],
): Promise<void> {
  for (const d of disabled)
    await db.$executeRaw`
      INSERT INTO platform_features_observed AS f (api, operation, first_seen_at, last_seen_at)
      VALUES (${d.api}, ${d.operation}, ${d.firstSeen}, ${d.lastSeen})
      ON CONFLICT (api, operation) DO UPDATE SET
        first_seen_at = least(f.first_seen_at, excluded.first_seen_at),
        last_seen_at = greatest(f.last_seen_at, excluded.last_seen_at),
        ok_after_at = CASE WHEN f.ok_after_at > excluded.last_seen_at THEN f.ok_after_at END`;
  if (ok.length === 0) return;
  await db.$executeRaw`
    UPDATE platform_features_observed AS f SET ok_after_at = greatest(f.ok_after_at, o.at)
      FROM unnest(${ok.map((o) => o.api)}::text[], ${ok.map((o) => o.operation)}::text[],
                  ${ok.map((o) => o.at)}::timestamptz[]) AS o(api, operation, at)
     WHERE f.api = o.api AND f.operation = o.operation AND o.at > f.last_seen_at`;
}

export function listObservedFeatures(): Promise<TFeatureRow[]> {
  return db.platformFeatureObserved.findMany({ orderBy: [{ lastSeenAt: "desc" }] });
}
