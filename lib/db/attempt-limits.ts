import "server-only";
import { db } from "./client";

export type TAttemptLimit = { max: number; windowSeconds: number };
export type TAttemptTaken = { allowed: boolean; attempts: number; retryAfterSeconds: number };

/**
 * Counts one attempt for `subject` within `scope` in a fixed window, and says whether it is within `max`.
 * The count lives in PostgreSQL, so the limit holds across every instance. It is one
 * INSERT … ON CONFLICT DO UPDATE: PostgreSQL locks the row for it, so attempts that arrive together are
 * counted one after another and a burst cannot slip past `max`. The first attempt after a window ended
 * starts a new one at 1. Refused attempts are counted too; that changes nothing, as the window does not
 * move.
 */
export async function takeAttempt(
  scope: string,
  subject: string,
  limit: TAttemptLimit,
): Promise<TAttemptTaken> {
  const rows = await db.$queryRaw<{ attempts: number; retry_after: number }[]>`
    INSERT INTO attempt_limits AS a (scope, subject, attempts, expires_at)
    VALUES (${scope}, ${subject}, 1, now() + ${limit.windowSeconds}::int * interval '1 second')
    ON CONFLICT (scope, subject) DO UPDATE
       SET attempts = CASE WHEN a.expires_at <= now() THEN 1 ELSE a.attempts + 1 END,
           expires_at = CASE WHEN a.expires_at <= now() THEN EXCLUDED.expires_at ELSE a.expires_at END
    RETURNING a.attempts, ceil(extract(epoch FROM a.expires_at - now()))::int AS retry_after`;
  const row = rows[0]!;
  return {
    allowed: row.attempts <= limit.max,
    attempts: row.attempts,
    // expires_at is stored to the millisecond, rounded, so a fresh window can read a hair over its length.
    retryAfterSeconds: Math.min(limit.windowSeconds, Math.max(1, row.retry_after)),
  };
}

/**
 * Takes back one attempt of the current window, for an attempt that turned out to be legitimate (a
 * successful sign-in), so people who sign in correctly never use up their office's shared address.
 */
export async function giveBackAttempt(scope: string, subject: string): Promise<void> {
  await db.$executeRaw`
    UPDATE attempt_limits SET attempts = attempts - 1
     WHERE scope = ${scope} AND subject = ${subject} AND attempts > 0 AND expires_at > now()`;
}

/** Deletes the windows that have ended (run hourly by lib/startup.ts); returns how many. */
export function pruneAttemptLimits(): Promise<number> {
  return db.$executeRaw`DELETE FROM attempt_limits WHERE expires_at <= now()`;
}
