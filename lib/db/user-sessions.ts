import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

type TClient = Pick<Prisma.TransactionClient, "userSession">;

// Stored sessions (migration 20261127110000): a cookie is honoured only while its row exists. Every insert
// and delete here tells every instance through the users channel, so their cached copies follow.

/**
 * Stores a new session for `userId`, valid until `expiresAt`, and prunes sessions past their end.
 * `stepUpAt`: when the sign-in checked who it is (lib/auth/step-up/idp-check-time.ts).
 */
export async function startUserSession(
  userId: string,
  expiresAt: Date,
  stepUpAt: Date = new Date(),
): Promise<string> {
  // Rows past their absolute end can never be used again; removing them at each sign-in keeps the table
  // to the sessions of the last SESSION_MAX_HOURS without a job of its own.
  await db.userSession.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  // Signing in is a password or second-factor check (or the IdP's), so a new session starts stepped up.
  const row = await db.userSession.create({
    data: { userId, expiresAt, stepUpAt },
    select: { id: true },
  });
  return row.id;
}

/** Ends one session (sign-out). True when it was still live. `client`: a transaction's, to commit with its audit row. */
export async function endUserSession(id: string, client: TClient = db): Promise<boolean> {
  const { count } = await client.userSession.deleteMany({ where: { id } });
  return count > 0;
}

/** Ends every session of a user ("sign out everywhere", an administrator's "End sessions"). */
export async function endUserSessions(userId: string, client: TClient = db): Promise<number> {
  const { count } = await client.userSession.deleteMany({ where: { userId } });
  return count;
}

/** The user row with the ids of its unexpired sessions: what each request's session check reads. */
export async function findUserWithSessions(id: string) {
  const user = await db.user.findUnique({
    where: { id },
    include: { sessions: { where: { expiresAt: { gt: new Date() } }, select: { id: true } } },
  });
  if (!user) return null;
  const { sessions, ...row } = user;
  return { ...row, sessionIds: sessions.map((s) => s.id) };
}

/** A user's unexpired sessions, newest first ("Your sessions"). */
export function listLiveSessions(userId: string) {
  return db.userSession.findMany({
    where: { userId, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true, expiresAt: true },
  });
}

/** Ends one session only if it belongs to `userId`. True when it did and was still live. */
export async function endSessionOf(userId: string, id: string, client: TClient = db): Promise<boolean> {
  const { count } = await client.userSession.deleteMany({ where: { id, userId } });
  return count > 0;
}
