import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { findUserById, setUserDisabled as writeDisabled } from "@/lib/db/users";
import { forgetUser } from "@/lib/auth/user-cache";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";

/**
 * Disabling takes effect on the user's next request: the guards read `disabled` from the user row, and
 * this instance's copy of it is dropped here (others drop theirs when the trigger's NOTIFY arrives).
 */
export async function setUserDisabled(userId: string, disabled: boolean, actor: TActor): Promise<void> {
  if (disabled && userId === actor.user.id) {
    throw new AppError("conflict", "You cannot disable your own account; ask another administrator.");
  }
  const user = await findUserById(userId);
  if (!user) throw new AppError("not_found", "That user no longer exists.");
  // The change and its audit row commit together (README.md, "Audit trail").
  await db.$transaction(async (tx) => {
    await writeDisabled(userId, disabled, tx);
    await recordAudit(
      {
        action: disabled ? "user.disable" : "user.enable",
        outcome: "success",
        actor: actor.user,
        target: `user:${user.email}`,
        requestId: actor.requestId,
        ip: actor.ip,
      },
      tx,
    );
  });
  forgetUser(userId);
}
