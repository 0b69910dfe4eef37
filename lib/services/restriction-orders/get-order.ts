import "server-only";
import { findDecision } from "@/lib/db/restriction-decisions";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TOrderDetail } from "@/lib/domain/restriction-orders/types";
import { listFailureWording } from "./decision-wording";
import { findOrder } from "./find-order";
import { platformFailure, type TPlatformFailure } from "./list-orders";

export type TGetOrderResult =
  | { ok: true; order: TOrderDetail }
  | { ok: false; notFound: true }
  | { ok: false; notFound: false; error: TPlatformFailure };

/** One order by its document id, found through the list (there is no get-one endpoint: ./find-order.ts). */
export async function getRestrictionOrder(docId: string): Promise<TGetOrderResult> {
  try {
    const { order } = await findOrder(docId);
    if (!order) return { ok: false, notFound: true };
    const decision = await findDecision(docId);
    return { ok: true, order: { ...order, decision, fetchedAt: new Date().toISOString() } };
  } catch (err) {
    if (!isProviderError(err)) throw err;
    return { ok: false, notFound: false, error: platformFailure(err, listFailureWording(err)) };
  }
}
