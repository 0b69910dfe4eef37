// Revocable sessions (README.md, Security: Sessions). The encrypted cookie alone cannot be taken back, so
// each sign-in stores a row (user_sessions) and its cookie carries the row's id as `sid`; a request is
// served only while that row exists. Signing out deletes the row, "sign out everywhere", an administrator's
// "End sessions" and disabling the account delete all of the user's rows.
//
// Stored ids rather than a per-user epoch: an epoch can only end every session of a user at once, and
// signing out of one browser must not sign the same person out of another. The ids are read with the user
// row and kept beside it in the user cache (lib/auth/user-cache.ts), which a NOTIFY from the sessions
// trigger clears on every instance, so the check costs no database read while the cache is warm.

export type TSessionRow = { sessionIds: readonly string[] };

/** Reads a user with their live session ids; `fresh` bypasses any copy kept in memory. */
export type TSessionLookup<TRow extends TSessionRow> = (
  uid: string,
  signedInAt: number,
  fresh: boolean,
) => Promise<TRow | null>;

/**
 * The user row behind a session cookie while its session is live, else null (signed out, ended by
 * "sign out everywhere" or an administrator, the account disabled or deleted, or a cookie from before
 * sessions were stored). A copy in memory that does not list the session is checked against the database
 * once more: the session may be newer than the copy, whose change notification has not arrived yet.
 */
export async function liveSessionUser<TRow extends TSessionRow>(
  lookup: TSessionLookup<TRow>,
  token: { uid?: unknown; sid?: unknown; authTime?: unknown },
): Promise<TRow | null> {
  const { uid, sid } = token;
  if (typeof uid !== "string" || typeof sid !== "string" || !uid || !sid) return null;
  const signedInAt = Number(token.authTime) * 1000;
  let user = await lookup(uid, signedInAt, false);
  if (user && !user.sessionIds.includes(sid)) user = await lookup(uid, signedInAt, true);
  return user && user.sessionIds.includes(sid) ? user : null;
}
