import "server-only";
import { db } from "./client";

// platform_call_minutes: each instance's platform calls per API and minute (docs/observability.md#system-page).
// An instance writes only its own rows; the running minute is rewritten until it ends, so a write is an
// upsert that replaces (the instance's in-memory minute is the whole truth for it).

export type TCallMinuteRow = {
  instanceId: string;
  api: string;
  minute: Date;
  calls: number;
  failures: number;
  latencyBins: number[];
  lastOkAt: Date | null;
  lastFailureAt: Date | null;
  lastFailure: string | null;
};

/** Writes this instance's minutes in one transaction (a few rows a minute: APIs × minutes written). */
export async function upsertCallMinutes(rows: readonly TCallMinuteRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.$transaction(
    rows.map((r) =>
      db.platformCallMinute.upsert({
        where: { instanceId_api_minute: { instanceId: r.instanceId, api: r.api, minute: r.minute } },
        create: r,
        update: {
          calls: r.calls,
          failures: r.failures,
          latencyBins: r.latencyBins,
          lastOkAt: r.lastOkAt,
          lastFailureAt: r.lastFailureAt,
          lastFailure: r.lastFailure,
        },
      }),
    ),
  );
}

/** Every instance's minutes from `since` on, oldest first. */
export function readCallMinutesSince(since: Date): Promise<TCallMinuteRow[]> {
  return db.platformCallMinute.findMany({ where: { minute: { gte: since } }, orderBy: { minute: "asc" } });
}

/** Drops minutes older than `before` (every instance's loop does it; the DELETE is idempotent). */
export function pruneCallMinutes(before: Date) {
  return db.platformCallMinute.deleteMany({ where: { minute: { lt: before } } });
}
