import "server-only";
import { forgetUser } from "@/lib/auth/user-cache";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { lockUserAndEnabledAdmins, writeUserDisabled } from "@/lib/db/users";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";

/**
 * Disables or enables an account. As with role changes (set-user-roles.ts), nobody disables themselves and
 * no change leaves no enabled administrator, both checked on rows locked for the transaction (the target
 * and every enabled admin): two admins disabling each other at the same moment cannot both succeed, as the
 * second waits for the first and then sees itself disabled. The audit row commits with the change.
 *
 * Takes effect on the user's next request: the guards read `disabled` from the user row, and this
 * instance's copy of it is dropped here (others drop theirs when the trigger's NOTIFY arrives).
 */
export async function setUserDisabled(userId: string, disabled: boolean, actor: TActor): Promise<void> {
  if (disabled && userId === actor.user.id) {
    throw new AppError("conflict", "You cannot disable your own account; ask another administrator.");
  }
  const action = disabled ? "user.disable" : "user.enable";
  const result = await db.$transaction(async (tx) => {
    const locked = await lockUserAndEnabledAdmins(tx, userId);
    const target = locked.find((u) => u.id === userId);
    if (!target) throw new AppError("not_found", "That user no longer exists.");
    const refuse = (reason: string, message: string) => ({ ok: false as const, reason, message, target });

    // Only a race gets here (an acting admin is another enabled admin): the target disabled the actor first.
    if (disabled && locked.every((u) => u.id === userId || !u.enabledAdmin)) {
      return refuse(
        "last_admin",
        "This change would leave no enabled administrator, so nobody could manage users any more.",
      );
    }
    if (!locked.some((u) => u.id === actor.user.id && u.enabledAdmin)) {
      // The guard checked the actor when the request began; a change that committed since wins.
      return refuse(
        "actor_not_admin",
        "Your administrator role was removed or your account disabled meanwhile; nothing was changed.",
      );
    }
    if (target.disabled === disabled) return { ok: true as const, changed: false, target };

    await writeUserDisabled(tx, userId, disabled);
    await recordAudit(
      {
        action,
        outcome: "success",
        actor: actor.user,
        target: `user:${target.email}`,
        requestId: actor.requestId,
        ip: actor.ip,
      },
      tx,
    );
    return { ok: true as const, changed: true, target };
  });

  if (result.ok) {
    if (result.changed) forgetUser(userId);
    return;
  }
  await recordAudit({
    action,
    outcome: "failure",
    actor: actor.user,
    target: `user:${result.target.email}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: { reason: result.reason },
  });
  throw new AppError("conflict", result.message);
}
