import "server-only";
import type { TRespondCommand } from "@/lib/domain/cancellations/respond-command";
import { platform } from "../platform/registry";

/**
 * Sends the answer the command names: POST …:respond (v3) for SEPA CT, Instant and SWIFT, or …:accept /
 * …:reject (v1) for SEPA direct debit, whose requests the v3 operation refuses (docs/platform.md,
 * Cancellations).
 */
export function sendAnswer(
  id: number,
  command: TRespondCommand,
  opts: { requestId?: string },
): Promise<void> {
  const gateway = platform().gateway;
  if (command.api === "v3") return gateway.respondToCancellation(id, command.body, opts);
  return command.op === "accept"
    ? gateway.acceptCancellation(id, opts)
    : gateway.rejectCancellation(id, command.body, opts);
}
