import "server-only";
import { env } from "@/lib/env";
import { restriction, type TListOrders } from "@/lib/providers/restriction/client";
import type { TDecisionAccepted, TOrdersPage } from "@/lib/providers/restriction/schemas";

/** What the restriction-order use cases need from the platform; unit tests pass a fake one. */
export type TRestrictionDeps = {
  // GET /api/v1/orders
  listOrders(query: TListOrders): Promise<TOrdersPage>;
  // POST /api/v1/orders/{docId}:confirm
  confirm(docId: string, opts: { requestId?: string }): Promise<TDecisionAccepted>;
  // POST /api/v1/orders/{docId}:reject
  reject(docId: string, reason: string, opts: { requestId?: string }): Promise<TDecisionAccepted>;
  /** The :reject body field the provider puts the reason in (a guess), for the words of a refusal. */
  reasonField: string;
  /** PLATFORM_TIMEOUT_MS: a pending claim older than twice this belongs to a request that died. */
  timeoutMs: number;
};

export function platformRestrictionDeps(): TRestrictionDeps {
  const api = restriction();
  return {
    listOrders: (query) => api.listOrders(query),
    confirm: (docId, opts) => api.confirmOrder(docId, opts),
    reject: (docId, reason, opts) => api.rejectOrder(docId, reason, opts),
    reasonField: api.reasonField,
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
  };
}
