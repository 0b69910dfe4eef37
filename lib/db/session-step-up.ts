import "server-only";
import { db } from "./client";

// The step-up time of one stored session (user_sessions.step_up_at, migration 20261128100000). Every query
// names both the session and its user, so a session id from one account never answers for another.

/** When the session last passed a password or second-factor check; null if never, or no such session. */
export async function readStepUpAt(sessionId: string, userId: string): Promise<Date | null> {
  const row = await db.userSession.findFirst({
    where: { id: sessionId, userId, expiresAt: { gt: new Date() } },
    select: { stepUpAt: true },
  });
  return row?.stepUpAt ?? null;
}

/** Records a passed check now. False when the session is gone (signed out meanwhile). */
export async function markSteppedUp(sessionId: string, userId: string): Promise<Date | null> {
  const at = new Date();
  const { count } = await db.userSession.updateMany({
    where: { id: sessionId, userId, expiresAt: { gt: at } },
    data: { stepUpAt: at },
  });
  return count > 0 ? at : null;
}

/**
 * Moves a check that is still valid (newer than `validSince`) to now: the Instant queue's heartbeat while
 * the person is at it. A lapsed check is never renewed, so the heartbeat cannot stand in for the check.
 */
export async function renewStepUp(sessionId: string, userId: string, validSince: Date): Promise<Date | null> {
  const at = new Date();
  const { count } = await db.userSession.updateMany({
    where: { id: sessionId, userId, expiresAt: { gt: at }, stepUpAt: { gt: validSince } },
    data: { stepUpAt: at },
  });
  return count > 0 ? at : null;
}
