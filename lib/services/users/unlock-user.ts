import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { findUserById, unlockUser as clearLock } from "@/lib/db/users";
import { forgetUser } from "@/lib/auth/user-cache";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";

export async function unlockUser(userId: string, actor: TActor): Promise<void> {
  const user = await findUserById(userId);
  if (!user) throw new AppError("not_found", "That user no longer exists.");
  // The change and its audit row commit together (README.md, "Audit trail").
  await db.$transaction(async (tx) => {
    await clearLock(userId, tx);
    await recordAudit(
      {
        action: "user.unlock",
        outcome: "success",
        actor: actor.user,
        target: `user:${user.email}`,
        requestId: actor.requestId,
        ip: actor.ip,
        detail: {
          previousFailedSignIns: user.failedSignIns,
          wasLockedUntil: user.lockedUntil?.toISOString() ?? null,
        },
      },
      tx,
    );
  });
  forgetUser(userId);
}
