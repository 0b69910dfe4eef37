import "server-only";
import { forgetUser } from "@/lib/auth/user-cache";
import { recordAudit, type TAuditInput } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { endUserSession, endUserSessions } from "@/lib/db/user-sessions";
import { findUserById } from "@/lib/db/users";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";

// Ending sessions takes effect on each session's next request, on every instance: the deleted rows'
// NOTIFY drops the cached copies elsewhere, forgetUser drops this instance's at once (README.md, Security:
// Sessions). Each end commits with its audit row, so neither exists without the other.

async function endAndAudit(
  userId: string,
  end: (tx: Parameters<typeof endUserSessions>[1]) => Promise<number>,
  audit: (sessionsEnded: number) => TAuditInput,
): Promise<number> {
  const sessionsEnded = await db.$transaction(async (tx) => {
    const count = await end(tx);
    await recordAudit(audit(count), tx);
    return count;
  });
  forgetUser(userId);
  return sessionsEnded;
}

/** Sign-out: ends this one session on the server, so a copy of its cookie is refused from now on. */
export function endSignedOutSession(token: { uid: string; sid?: unknown; email?: string | null }) {
  const sid = typeof token.sid === "string" ? token.sid : null;
  return endAndAudit(
    token.uid,
    async (tx) => (sid && (await endUserSession(sid, tx)) ? 1 : 0),
    (sessionsEnded) => ({
      action: "auth.sign_out",
      outcome: "success",
      actor: { id: token.uid, email: token.email },
      detail: { sessionsEnded },
    }),
  );
}

/** "Sign out everywhere": ends every session of the acting user, this one included. */
export async function endOwnSessions(actor: TActor): Promise<{ sessionsEnded: number }> {
  const sessionsEnded = await endAndAudit(
    actor.user.id,
    (tx) => endUserSessions(actor.user.id, tx),
    (n) => ({
      action: "auth.sign_out_everywhere",
      outcome: "success",
      actor: actor.user,
      target: `user:${actor.user.email}`,
      requestId: actor.requestId,
      ip: actor.ip,
      detail: { sessionsEnded: n },
    }),
  );
  return { sessionsEnded };
}

/** An administrator ends every session of a user (a lost laptop, a suspected stolen cookie). */
export async function endSessionsOfUser(
  userId: string,
  actor: TActor,
): Promise<{ email: string; sessionsEnded: number }> {
  const user = await findUserById(userId);
  if (!user) throw new AppError("not_found", "That user no longer exists.");
  const sessionsEnded = await endAndAudit(
    userId,
    (tx) => endUserSessions(userId, tx),
    (n) => ({
      action: "user.end_sessions",
      outcome: "success",
      actor: actor.user,
      target: `user:${user.email}`,
      requestId: actor.requestId,
      ip: actor.ip,
      detail: { sessionsEnded: n },
    }),
  );
  return { email: user.email, sessionsEnded };
}
