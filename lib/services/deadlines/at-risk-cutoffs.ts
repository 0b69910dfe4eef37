import "server-only";
import type { TAtRiskCutoffs } from "@/lib/db/deadline-counts";
import { readSlaMinutes } from "@/lib/db/deadline-slas";
import { AT_RISK_SHARE, type TSlaQueue } from "@/lib/domain/deadlines/deadlines";
import { sddAtRiskCutoff } from "./cancellation-deadline";

/**
 * The instants before which an item of each queue is at risk now under the service levels in force: the
 * SQL side of `deadlineState` (an item is at risk once three quarters of its time have passed).
 */
export async function atRiskCutoffs(now = Date.now()): Promise<TAtRiskCutoffs> {
  const minutes = await readSlaMinutes();
  const since = (queue: TSlaQueue) => new Date(now - minutes[queue] * 60_000 * (1 - AT_RISK_SHARE));
  return {
    approvals: since("approvals"),
    drafts: since("drafts"),
    cancellations: { sddDate: sddAtRiskCutoff(now), since: since("cancellations") },
  };
}
