import "server-only";
import { forgetUser } from "@/lib/auth/user-cache";
import { recordAudit, type TAuditInput } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { endSessionOf, listLiveSessions } from "@/lib/db/user-sessions";
import { AppError } from "@/lib/errors/app-error";
import type { TOwnSession } from "@/lib/domain/users/own-sessions";
import type { TActor } from "../actor";

// "Your sessions" (OWASP ASVS 3.3.4): a user sees their own live sessions and ends any other one. Only
// their own: the delete is scoped to the caller, so another user's session id ends nothing, and the refusal
// is audited like the end. The id is the stored row's, not the cookie: it cannot be turned into a session
// without NEXTAUTH_SECRET, so listing and auditing it gives nothing away (README.md, Security: Sessions).

export async function listOwnSessions(userId: string, currentSid: string | null): Promise<TOwnSession[]> {
  const rows = await listLiveSessions(userId);
  return rows.map((r) => ({
    id: r.id,
    startedAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    current: r.id === currentSid,
  }));
}

/** Ends one other session of the actor's; this one ends by signing out. */
export async function endOwnSession(
  sessionId: string,
  currentSid: string | null,
  actor: TActor,
): Promise<{ ended: true }> {
  const audit = (outcome: "success" | "failure", detail: { reason?: string }): TAuditInput => ({
    action: "auth.end_session",
    outcome,
    actor: actor.user,
    target: `session:${sessionId}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail,
  });
  if (sessionId === currentSid) {
    await recordAudit(audit("failure", { reason: "current_session" }));
    throw new AppError("conflict", "This is the session you are using: sign out to end it.");
  }
  const ended = await db.$transaction(async (tx) => {
    const done = await endSessionOf(actor.user.id, sessionId, tx);
    if (done) await recordAudit(audit("success", {}), tx);
    return done;
  });
  if (ended) {
    forgetUser(actor.user.id);
    return { ended: true };
  }
  // Someone else's session, or one already over: the same answer to the caller (it says nothing about
  // other users' sessions), the difference kept in the audit row.
  const owner = await db.userSession.findUnique({ where: { id: sessionId }, select: { userId: true } });
  await recordAudit(audit("failure", { reason: owner ? "another_users_session" : "not_live" }));
  throw new AppError("not_found", "That session of yours has already ended.");
}
