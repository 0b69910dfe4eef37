import "server-only";
import type { TMfaPolicy } from "@/lib/auth/client-safe/mfa-policy";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { readMfaPolicy, writeMfaPolicy } from "@/lib/db/mfa-policy";
import type { TActor } from "../actor";

/**
 * Saves who must have a second factor; it applies from each user's next sign-in. The row and its audit row
 * (with the policy before and after) commit together.
 */
export async function saveMfaPolicy(policy: TMfaPolicy, actor: TActor): Promise<{ changed: boolean }> {
  return db.$transaction(async (tx) => {
    const before = await readMfaPolicy(tx);
    await writeMfaPolicy(tx, policy, actor.user.email);
    await recordAudit(
      {
        action: "settings.mfa_policy",
        outcome: "success",
        actor: actor.user,
        target: "settings:mfa_policy",
        requestId: actor.requestId,
        ip: actor.ip,
        detail: { from: before.policy, to: policy, wasDefault: before.updatedAt === null },
      },
      tx,
    );
    return { changed: before.policy !== policy };
  });
}
