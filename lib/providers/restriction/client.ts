import "server-only";
import { env } from "@/lib/env";
import { createPlatformClient, type TPlatformClient } from "@/lib/http/platform-client";
import { platformTokens } from "@/lib/providers/auth/platform-tokens";
import { pathOf } from "@/lib/http/url";
import type {
  TRestrictionAcceptance,
  TRestrictionListQuery,
  TRestrictionOrdersPage,
} from "@/lib/domain/restriction-orders/types";
import { sortParam } from "./list-checks";
import { toOrdersPage } from "./mapping";
import { ZDecisionAccepted, ZOrdersPage } from "./schemas";

// {restriction_base_url}. What the interface leaves open, and how each guess is checked (docs/platform.md,
// Restriction orders; the sandbox's choices in docs/platform.md):
//  - Authentication: not shown for this interface. Countersign sends the bearer token of its restriction
//    API client (PLATFORM_RESTRICTION_CLIENT_ID) from the same token server; a 401/403 is shown as refused
//    credentials, and there is no other stated scheme to fall back to.
//  - The list's status filter is sent as `status`, the sort fields as the orders' dotted field names, and
//    `page` counts from 0. The list services check every answer against what was asked (./list-checks.ts)
//    and filter locally or say so when the platform did not honour it.
//  - The rejection reason travels as `{"<reasonField>": …}`, `reason` unless PLATFORM_RESTRICTION_REASON_FIELD
//    says otherwise; a platform that wants another field refuses with a field error, which is shown in words.
// The API takes no Idempotency-Key: callers make decisions idempotent themselves (lib/db/restriction-
// decisions.ts) and read an order back before any second attempt. The docId is always percent-encoded.

type TCallOptions = { requestId?: string };

export function restrictionApi(client: TPlatformClient, opts: { reasonField?: string } = {}) {
  const reasonField = opts.reasonField ?? "reason";
  return {
    /** The body field the rejection reason is sent in (a guess: see above). */
    reasonField,

    // GET /api/v1/orders
    async listOrders(query: TRestrictionListQuery = {}): Promise<TRestrictionOrdersPage> {
      const { status, page, size, sort } = query;
      return toOrdersPage(
        await client.request("GET", "/api/v1/orders", {
          schema: ZOrdersPage,
          query: { status, page: page ?? 0, size: size ?? 20, sort: sort && sortParam(sort) },
        }),
      );
    },

    // POST /api/v1/orders/{docId}:confirm
    async confirmOrder(docId: string, opts: TCallOptions = {}): Promise<TRestrictionAcceptance> {
      const { result } = await client.request("POST", pathOf`/api/v1/orders/${docId}:confirm`, {
        schema: ZDecisionAccepted,
        requestId: opts.requestId,
      });
      return { accepted: result.accepted };
    },

    // POST /api/v1/orders/{docId}:reject
    async rejectOrder(
      docId: string,
      reason: string,
      opts: TCallOptions = {},
    ): Promise<TRestrictionAcceptance> {
      const { result } = await client.request("POST", pathOf`/api/v1/orders/${docId}:reject`, {
        schema: ZDecisionAccepted,
        body: { [reasonField]: reason },
        requestId: opts.requestId,
      });
      return { accepted: result.accepted };
    },
  };
}

export type TRestrictionApi = ReturnType<typeof restrictionApi>;

let configured: TRestrictionApi | undefined;

/** The restriction-order API of the configured platform. */
export function restriction() {
  configured ??= restrictionApi(
    createPlatformClient({
      api: "restriction",
      baseUrl: env.PLATFORM_RESTRICTION_BASE_URL,
      tokens: platformTokens("restriction"),
      timeoutMs: env.PLATFORM_TIMEOUT_MS,
    }),
    { reasonField: env.PLATFORM_RESTRICTION_REASON_FIELD },
  );
  return configured;
}
