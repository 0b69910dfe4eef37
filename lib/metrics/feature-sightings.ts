// The tenant's features as Countersign sees them (docs/observability.md#system-page): the platform has no
// endpoint that lists them, so each FEATURE_DISABLED answer is noted per API and operation, and so is each
// operation's latest success, which tells when a feature was switched back on. Both maps are bounded by the
// operations the providers call (path templates); the background loop copies them to PostgreSQL.

export const FEATURE_DISABLED = "FEATURE_DISABLED";
const MAX_KEYS = 500;

export type TFeatureSighting = { api: string; operation: string; firstSeen: number; lastSeen: number };

export function createFeatureSightings() {
  const disabled = new Map<string, TFeatureSighting>();
  const lastOk = new Map<string, { api: string; operation: string; at: number }>();

  return {
    record(api: string, operation: string, outcome: string, now = Date.now()) {
      const key = `${api} ${operation}`;
      if (outcome === "ok") {
        const seen = lastOk.get(key);
        if (seen) seen.at = Math.max(seen.at, now);
        else if (lastOk.size < MAX_KEYS) lastOk.set(key, { api, operation, at: now });
      } else if (outcome === FEATURE_DISABLED) {
        const seen = disabled.get(key);
        if (seen) {
          seen.firstSeen = Math.min(seen.firstSeen, now);
          seen.lastSeen = Math.max(seen.lastSeen, now);
        } else if (disabled.size < MAX_KEYS)
          disabled.set(key, { api, operation, firstSeen: now, lastSeen: now });
      }
    },
    /** What was seen since the last drain: the FEATURE_DISABLED sightings and the latest successes. */
    drain() {
      const out = { disabled: [...disabled.values()], ok: [...lastOk.values()] };
      disabled.clear();
      lastOk.clear();
      return out;
    },
  };
}

export type TFeatureSightings = ReturnType<typeof createFeatureSightings>;

const holder = globalThis as typeof globalThis & { countersignFeatureSightings?: TFeatureSightings };

export function featureSightings(): TFeatureSightings {
  return (holder.countersignFeatureSightings ??= createFeatureSightings());
}
