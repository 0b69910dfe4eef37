import "server-only";
import { env } from "@/lib/env";
import { createPlatformClient, type TPlatformClient } from "@/lib/http/platform-client";
import { platformTokens } from "@/lib/providers/auth/platform-tokens";
import { pathOf } from "@/lib/http/url";
import {
  ZDecisionAccepted,
  ZOrdersPage,
  type TDecisionAccepted,
  type TOrdersPage,
  type TRestrictionStatus,
} from "./schemas";

// {restriction_base_url}. Assumptions where the interface says "not shown" (sandbox/README.md, Restriction
// orders): the status filter is `status`, `page` counts from 0, `sort` is `field,DIRECTION`, the rejection
// reason travels as `{"reason": …}`. The API takes no Idempotency-Key: callers make decisions idempotent
// themselves (lib/db/restriction-decisions.ts). The docId is always percent-encoded into the path.

type TCallOptions = { requestId?: string };

export type TListOrders = { status?: TRestrictionStatus; page?: number; size?: number; sort?: string };

export function restrictionApi(client: TPlatformClient) {
  return {
    // GET /api/v1/orders
    listOrders(query: TListOrders = {}): Promise<TOrdersPage> {
      return client.request("GET", "/api/v1/orders", {
        schema: ZOrdersPage,
        query: { status: query.status, page: query.page ?? 0, size: query.size ?? 20, sort: query.sort },
      });
    },

    // POST /api/v1/orders/{docId}:confirm
    confirmOrder(docId: string, opts: TCallOptions = {}): Promise<TDecisionAccepted> {
      return client.request("POST", pathOf`/api/v1/orders/${docId}:confirm`, {
        schema: ZDecisionAccepted,
        requestId: opts.requestId,
      });
    },

    // POST /api/v1/orders/{docId}:reject
    rejectOrder(docId: string, reason: string, opts: TCallOptions = {}): Promise<TDecisionAccepted> {
      return client.request("POST", pathOf`/api/v1/orders/${docId}:reject`, {
        schema: ZDecisionAccepted,
        body: { reason },
        requestId: opts.requestId,
      });
    },
  };
}

let configured: ReturnType<typeof restrictionApi> | undefined;

/** The restriction-order API of the configured platform. */
export function restriction() {
  configured ??= restrictionApi(
    createPlatformClient({
      api: "restriction",
      baseUrl: env.PLATFORM_RESTRICTION_BASE_URL,
      tokens: platformTokens("restriction"),
      timeoutMs: env.PLATFORM_TIMEOUT_MS,
    }),
  );
  return configured;
}
