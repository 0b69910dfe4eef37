import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { countUnprocessable, unprocessableDeliveryIds } from "@/lib/db/webhook-delivery-reapply";
import { isAppError } from "@/lib/errors/app-error";
import type { TReapplyAllResult } from "@/lib/domain/events/reapply";
import { reapplyDelivery, type TReapplyContext } from "./reapply-delivery";

// "Apply again all" (Events page, admins): `limit` verified deliveries that could not be applied, least
// recently tried first (unprocessableDeliveryIds), each through reapplyDelivery (its own transaction, lock and audit row), so this is exactly
// that action repeated, and one that someone else applied meanwhile is skipped, not applied twice.
// Bounded by the caller (REAPPLY_BATCH): one click is seconds of work, never the whole log.

export async function reapplyUnprocessable(
  limit: number,
  ctx: Omit<TReapplyContext, "bulk">,
  opts: { headerPrefix?: string } = {},
): Promise<TReapplyAllResult> {
  const ids = await unprocessableDeliveryIds(limit);
  const tally = { processed: 0, unprocessable: 0, skipped: 0 };
  let failure: unknown;
  for (const id of ids) {
    try {
      const result = await reapplyDelivery(id, { ...ctx, bulk: true }, opts);
      tally[result.outcome]++;
    } catch (err) {
      if (isAppError(err) && (err.code === "conflict" || err.code === "not_found")) {
        tally.skipped++;
        continue;
      }
      failure = err; // the database: stop here, say how far it got, and let the caller report it
      break;
    }
  }
  const audit = (outcome: "success" | "failure", detail: Record<string, unknown>) =>
    recordAudit({
      action: "events.reapply_all",
      outcome,
      actor: ctx.actor,
      target: "deliveries:unprocessable",
      requestId: ctx.requestId,
      ip: ctx.ip,
      detail: { limit, ids: ids.map(String), ...tally, ...detail },
    });
  if (failure) {
    // Each delivery handled so far has its own audit row; this one says where the batch stopped.
    const error = failure instanceof Error ? failure.message : String(failure);
    await audit("failure", { error: error.slice(0, 500) }).catch(() => undefined);
    throw failure;
  }
  const result = { attempted: ids.length, ...tally, remaining: await countUnprocessable() };
  await audit("success", { remaining: result.remaining });
  return result;
}
