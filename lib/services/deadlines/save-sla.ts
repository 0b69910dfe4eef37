import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { readSlas, writeSla } from "@/lib/db/deadline-slas";
import type { TSaveSlaInput } from "@/lib/domain/deadlines/deadlines";
import type { TActor } from "../actor";

/**
 * Sets one queue's service-level time; every deadline of that queue moves with it at the next read and
 * sweep (a deadline is the item's start plus the time in force, not a stored instant). The row and its
 * audit row (the minutes before and after) commit together.
 */
export async function saveSla(input: TSaveSlaInput, actor: TActor): Promise<{ changed: boolean }> {
  return db.$transaction(async (tx) => {
    const before = (await readSlas(tx)).find((s) => s.queue === input.queue)!;
    await writeSla(tx, input.queue, input.minutes, actor.user.email);
    await recordAudit(
      {
        action: "settings.deadline_sla",
        outcome: "success",
        actor: actor.user,
        target: `settings:deadline_sla:${input.queue}`,
        requestId: actor.requestId,
        ip: actor.ip,
        detail: {
          queue: input.queue,
          from: before.minutes,
          to: input.minutes,
          wasDefault: before.updatedBy === null,
        },
      },
      tx,
    );
    return { changed: before.minutes !== input.minutes };
  });
}
