import "server-only";
import { findDecision } from "@/lib/db/restriction-decisions";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TOrderDetail } from "@/lib/schemas/restriction-orders";
import { listFailureWording } from "./decision-wording";
import { platformRestrictionDeps, type TRestrictionDeps } from "./deps";
import { findOrder } from "./find-order";
import { platformFailure, type TPlatformFailure } from "./list-orders";
import { toOrderDetail } from "./to-dto";

export type TGetOrderResult =
  | { ok: true; order: TOrderDetail }
  | { ok: false; notFound: true }
  | { ok: false; notFound: false; error: TPlatformFailure };

/** One order by its document id, found through the list (there is no get-one endpoint: ./find-order.ts). */
export async function getRestrictionOrder(
  docId: string,
  deps: Pick<TRestrictionDeps, "listOrders"> = platformRestrictionDeps(),
): Promise<TGetOrderResult> {
  try {
    const { order } = await findOrder(docId, deps);
    if (!order) return { ok: false, notFound: true };
    return { ok: true, order: toOrderDetail(order, await findDecision(docId)) };
  } catch (err) {
    if (!isProviderError(err)) throw err;
    return { ok: false, notFound: false, error: platformFailure(err, listFailureWording(err)) };
  }
}
