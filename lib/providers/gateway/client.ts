import "server-only";
import { env } from "@/lib/env";
import { createPlatformClient, type TPlatformClient } from "@/lib/http/platform-client";
import { pathOf } from "@/lib/http/url";
import { platformTokens } from "@/lib/providers/auth/platform-tokens";
import type { TInstantAnswer } from "@/lib/schemas/instant-confirmations";
import type { TApprovalResult, TCatalogEntry, TPayment, TPaymentPage } from "@/lib/schemas/payments";
import { cancellationsApi } from "./cancellations";
import { fromV2, fromV3 } from "./mapping";
import { v2Query, v3Query, type TPaymentQuery } from "./payment-query";
import { ZApprovalResult, ZCatalog, ZV2Page, ZV3Page, type TV2Item } from "./schemas";
import { transfersApi } from "./transfers";

// {base_url}: payments. `client` is the gateway API client (reads, and the creator of API payments);
// `approver` is the second client that approves (the platform refuses approval by the creating client).

export function gatewayApi(client: TPlatformClient, approver: TPlatformClient) {
  return {
    // GET /v1/cancellation-requests/{id}, POST …:respond (v3), …:accept and …:reject (v1): cancellations.ts
    ...cancellationsApi(client),
    // GET and POST /v1/nostro-accounts/transfers (liquidity): transfers.ts
    ...transfersApi(client),

    // GET /v3/payments
    async listPayments(query: TPaymentQuery): Promise<TPaymentPage> {
      const page = await client.request("GET", "/v3/payments", { schema: ZV3Page, query: v3Query(query) });
      return {
        rows: page.data.map(fromV3),
        next: page.meta.nextPageToken ?? null,
        prev: page.meta.previousPageToken ?? null,
        api: "v3",
      };
    },

    // GET /v2/transaction/search (deprecated; the fallback when v3 is switched off by setting)
    async searchTransactions(
      query: TPaymentQuery,
      opts: { timeoutMs?: number } = {},
    ): Promise<TPaymentPage & { items: TV2Item[] }> {
      const page = await client.request("GET", "/v2/transaction/search", {
        schema: ZV2Page,
        query: v2Query(query),
        timeoutMs: opts.timeoutMs,
      });
      return {
        rows: page.result.map(fromV2),
        items: page.result,
        next: page.meta.next_page_token ?? null,
        prev: page.meta.previous_page_token ?? null,
        api: "v2",
      };
    },

    /**
     * Every field of one transaction: the v2 item is the only full record the interface offers (there is
     * no single-payment GET), found by its id. Null when no payment has that id.
     */
    async getTransaction(
      id: number,
      opts: { timeoutMs?: number } = {},
    ): Promise<{ payment: TPayment; item: TV2Item } | null> {
      const page = await this.searchTransactions({ id, limit: 1 }, opts);
      const item = page.items[0];
      return item ? { payment: fromV2(item), item } : null;
    },

    // GET /v2/transaction/statuses (path and shape not shown: sandbox/README.md, Assumptions → Payments)
    listStatuses(): Promise<TCatalogEntry[]> {
      return client.request("GET", "/v2/transaction/statuses", { schema: ZCatalog });
    },

    // GET /v2/transaction/types (same assumption)
    listTypes(): Promise<TCatalogEntry[]> {
      return client.request("GET", "/v2/transaction/types", { schema: ZCatalog });
    },

    /**
     * POST /v1/transactions/{id}/response — answers an inbound Instant payment held in pending confirmation.
     * The body's field names are not shown by the interface: `{decision, reasonCode}` is the sandbox's
     * (sandbox/README.md, Assumptions → Instant confirmation). Any 2xx means processed; its body is ignored.
     */
    respondToInstantPayment(
      id: number,
      answer: TInstantAnswer,
      opts: { requestId?: string; timeoutMs?: number } = {},
    ): Promise<void> {
      return client.request("POST", pathOf`/v1/transactions/${id}/response`, {
        body: answer.decision === "ACCEPT" ? { decision: "ACCEPT" } : answer,
        requestId: opts.requestId,
        timeoutMs: opts.timeoutMs,
      });
    },

    // PATCH /v1/transactions/{id}:approve — with the approver client; no body
    approveTransaction(id: number, opts: { requestId?: string } = {}): Promise<TApprovalResult> {
      return approver.request("PATCH", pathOf`/v1/transactions/${id}:approve`, {
        schema: ZApprovalResult,
        requestId: opts.requestId,
      });
    },
  };
}

export type TGatewayApi = ReturnType<typeof gatewayApi>;

let configured: TGatewayApi | undefined;

/** The gateway of the configured platform. */
export function gateway(): TGatewayApi {
  configured ??= gatewayApi(
    createPlatformClient({
      api: "gateway",
      baseUrl: env.PLATFORM_BASE_URL,
      tokens: platformTokens("gateway"),
      timeoutMs: env.PLATFORM_TIMEOUT_MS,
    }),
    createPlatformClient({
      api: "gateway",
      baseUrl: env.PLATFORM_BASE_URL,
      tokens: platformTokens("approver"),
      timeoutMs: env.PLATFORM_TIMEOUT_MS,
    }),
  );
  return configured;
}
