import "server-only";
import { db } from "./client";

// Rejected webhook requests, counted per clock hour, source and reason (README, Security → Webhook intake).
// Counting is one atomic upsert per request, so it is exact under concurrency and across instances; the
// source's rows of the current hour are its rate-limit window, so no other store is needed for the limit.

export type TCounted = {
  /** Refused with 429: the source was already past its hourly limit. Counted, nothing else. */
  limited: boolean;
  /** This request's place among the reason and source's requests this hour that were not limited (1-based). */
  ordinal: number;
  /** How many of the reason and source's requests this hour were limited, this one included. */
  limitedThisHour: number;
  /** Seconds until the window (the clock hour) ends: the Retry-After of a 429. */
  secondsLeft: number;
};

/**
 * Counts one request that failed verification and says whether its source is past `limitPerHour`
 * (counting this one). The other reasons' rows are read in the statement's snapshot, so two requests with
 * different reasons at the same instant may both pass at the edge; one reason's row is row-locked, exact.
 */
export async function countRejection(
  reason: string,
  source: string,
  limitPerHour: number,
): Promise<TCounted> {
  const rows = await db.$queryRaw<
    { rejected: number; limited: number; over: boolean; seconds_left: number }[]
  >`
    WITH w AS (
      SELECT coalesce(sum(rejected), 0)::int AS others FROM webhook_rejection_counts
       WHERE hour = date_trunc('hour', now()) AND source = ${source} AND reason <> ${reason}
    ),
    c AS (
      INSERT INTO webhook_rejection_counts AS c (hour, reason, source, rejected, limited)
      SELECT date_trunc('hour', now()), ${reason}, ${source}, 1, (w.others + 1 > ${limitPerHour}::int)::int FROM w
      ON CONFLICT (hour, source, reason) DO UPDATE SET
        rejected = c.rejected + 1,
        limited = c.limited + ((SELECT others FROM w) + c.rejected + 1 > ${limitPerHour}::int)::int
      RETURNING rejected, limited
    )
    SELECT c.rejected, c.limited, w.others + c.rejected > ${limitPerHour}::int AS over,
           extract(epoch FROM date_trunc('hour', now()) + interval '1 hour' - now())::float8 AS seconds_left
      FROM c, w`;
  const row = rows[0]!;
  return {
    limited: row.over,
    ordinal: row.rejected - row.limited,
    limitedThisHour: row.limited,
    secondsLeft: Math.max(1, Math.ceil(row.seconds_left)),
  };
}

/** Counts a request refused before verification (a source outside WEBHOOK_ALLOWED_SOURCES). */
export async function countRefusal(reason: string, source: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO webhook_rejection_counts AS c (hour, reason, source, rejected)
    VALUES (date_trunc('hour', now()), ${reason}, ${source}, 1)
    ON CONFLICT (hour, source, reason) DO UPDATE SET rejected = c.rejected + 1`;
}

export type TRejectionSummary = {
  hours: number;
  rejected: number;
  sources: number;
  stored: number;
  limited: number;
  notAllowed: number;
};

/** The Events page's line: rejected requests in the last `hours` clock hours (this one included). */
export async function rejectionSummary(hours = 24): Promise<TRejectionSummary> {
  const [counts, stored] = await Promise.all([
    db.$queryRaw<{ rejected: number; sources: number; limited: number; not_allowed: number }[]>`
      SELECT coalesce(sum(rejected), 0)::float8 AS rejected, count(DISTINCT source)::float8 AS sources,
             coalesce(sum(limited), 0)::float8 AS limited,
             coalesce(sum(rejected) FILTER (WHERE reason = 'source_not_allowed'), 0)::float8 AS not_allowed
        FROM webhook_rejection_counts
       WHERE hour >= date_trunc('hour', now()) - make_interval(hours => ${hours - 1}::int)`,
    db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::float8 AS n FROM webhook_deliveries
       WHERE NOT verified AND received_at >= date_trunc('hour', now()) - make_interval(hours => ${hours - 1}::int)`,
  ]);
  const c = counts[0]!;
  return {
    hours,
    rejected: c.rejected,
    sources: c.sources,
    stored: stored[0]?.n ?? 0,
    limited: c.limited,
    notAllowed: c.not_allowed,
  };
}

/** Drops counts older than `olderThanHours` (lib/startup.ts prunes hourly). */
export async function pruneRejectionCounts(olderThanHours: number): Promise<number> {
  return db.$executeRaw`
    DELETE FROM webhook_rejection_counts WHERE hour < now() - make_interval(hours => ${olderThanHours}::int)`;
}
