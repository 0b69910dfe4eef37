import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { deleteUserMfa } from "@/lib/db/user-mfa";
import { findUserById } from "@/lib/db/users";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";

/**
 * An administrator removes a user's second factor and recovery codes (a lost phone). The user signs in
 * with the password next time and, if the policy requires one, must enrol again before anything else.
 * The removal and its audit row commit together.
 */
export async function resetUserMfa(userId: string, actor: TActor): Promise<{ email: string }> {
  const user = await findUserById(userId);
  if (!user) throw new AppError("not_found", "That user no longer exists.");
  if (!user.passwordHash)
    throw new AppError("conflict", "SSO accounts use their identity provider's second factor.");
  const removed = await db.$transaction(async (tx) => {
    const row = await deleteUserMfa(tx, userId);
    if (!row) return false;
    await recordAudit(
      {
        action: "user.mfa_reset",
        outcome: "success",
        actor: actor.user,
        target: `user:${user.email}`,
        requestId: actor.requestId,
        ip: actor.ip,
        detail: { wasConfirmed: row.confirmed_at !== null },
      },
      tx,
    );
    return true;
  });
  if (!removed) throw new AppError("conflict", `${user.email} has no second factor to reset.`);
  return { email: user.email };
}
