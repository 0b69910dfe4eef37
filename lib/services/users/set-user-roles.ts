import "server-only";
import { forgetUser } from "@/lib/auth/user-cache";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { lockUserAndEnabledAdmins, writeUserRoles } from "@/lib/db/users";
import { AppError } from "@/lib/errors/app-error";
import type { TSetUserRolesResult } from "@/lib/domain/users/users";
import { isRole, type TRole } from "@/lib/auth/client-safe/roles";
import type { TActor } from "../actor";

/**
 * Changes a password account's roles. Two rules keep administrators from locking everyone out: nobody
 * removes their own admin role, and no change leaves no enabled administrator. Both are checked on rows
 * locked for the transaction (the target and every enabled admin), so two admins demoting each other at
 * the same moment cannot both succeed: the second waits for the first and then sees it alone.
 *
 * Takes effect on the user's next request: the guards read roles from the user row, and this instance's
 * copy of it is dropped here (others drop theirs when the trigger's NOTIFY arrives).
 */
export async function setUserRoles(
  userId: string,
  roles: TRole[],
  actor: TActor,
): Promise<TSetUserRolesResult> {
  const result = await db.$transaction(async (tx) => {
    const locked = await lockUserAndEnabledAdmins(tx, userId);
    const target = locked.find((u) => u.id === userId);
    if (!target) throw new AppError("not_found", "That user no longer exists.");
    const before = target.roles.filter(isRole);
    const refuse = (reason: string, message: string) => ({
      ok: false as const,
      reason,
      message,
      target,
      before,
    });

    if (target.sso) {
      return refuse(
        "sso_account",
        `${target.email} signs in with SSO: the identity provider sets its roles at every sign-in. Change them there.`,
      );
    }
    if (userId === actor.user.id && !roles.includes("admin") && before.includes("admin")) {
      return refuse(
        "own_admin_role",
        "You cannot remove your own admin role; ask another administrator to do it.",
      );
    }
    // An admin acting alone always keeps one (their own role): this catches changes that raced this one.
    const adminsAfter = locked.filter((u) =>
      u.id === userId ? !target.disabled && roles.includes("admin") : u.enabledAdmin,
    );
    if (adminsAfter.length === 0) {
      return refuse(
        "last_admin",
        "This change would leave no enabled administrator, so nobody could manage users any more.",
      );
    }
    if (!locked.some((u) => u.id === actor.user.id && u.enabledAdmin)) {
      // The guard checked the actor's roles when the request began; a change that committed since wins.
      return refuse(
        "actor_not_admin",
        "Your administrator role was removed or your account disabled meanwhile; nothing was changed.",
      );
    }
    if (sameRoles(before, roles)) return { ok: true as const, changed: false, target, before };

    await writeUserRoles(tx, userId, roles);
    await recordAudit(
      {
        action: "user.roles",
        outcome: "success",
        actor: actor.user,
        target: `user:${target.email}`,
        requestId: actor.requestId,
        ip: actor.ip,
        detail: { before, after: roles },
      },
      tx,
    );
    return { ok: true as const, changed: true, target, before };
  });

  if (result.ok) {
    if (result.changed) forgetUser(userId);
    return { changed: result.changed, roles: result.changed ? roles : result.before };
  }
  await recordAudit({
    action: "user.roles",
    outcome: "failure",
    actor: actor.user,
    target: `user:${result.target.email}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: { reason: result.reason, before: result.before, requested: roles },
  });
  throw new AppError("conflict", result.message);
}

const sameRoles = (a: readonly TRole[], b: readonly TRole[]) =>
  a.length === b.length && a.every((r) => b.includes(r));
