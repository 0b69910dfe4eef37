import "server-only";
import { randomUUID } from "node:crypto";
import { ProviderError } from "@/lib/errors/provider-error";
import { env } from "@/lib/env";
import { createPlatformClient, type TPlatformClient } from "@/lib/http/platform-client";
import { pathOf } from "@/lib/http/url";
import { platformTokens } from "@/lib/providers/auth/platform-tokens";
import type { TInstantAnswer } from "@/lib/domain/instant/confirmations";
import type { TTransactionRecord } from "@/lib/domain/payments/detail";
import type { TApprovalResult, TCatalogEntry, TPayment } from "@/lib/domain/payments/payments";
import { cancellationsApi } from "./cancellations";
import { createPaymentApi } from "./create-payment";
import { fromV2 } from "./mapping";
import type { TPaymentQuery } from "./payment-query";
import { paymentSearch, type TSearchOptions, type TVerifiedPage } from "./payment-search";
import { ZApprovalResult, ZCatalog } from "./schemas";
import { createSearchMemory, type TSearchMemory } from "./search-memory";
import { listOrStated, STATED_STATUSES, STATED_TYPES } from "./stated-catalog";
import { transfersApi } from "./transfers";
import { classifiersOf } from "./verify-classifiers";

// {base_url}: payments. `client` is the gateway API client (reads, and the creator of API payments);
// `approver` is the second client that approves (the platform refuses approval by the creating client).

export function gatewayApi(
  client: TPlatformClient,
  approver: TPlatformClient,
  memory: TSearchMemory = createSearchMemory(),
) {
  const search = paymentSearch(client, memory);
  return {
    // GET /v1/cancellation-requests/{id}, POST …:respond (v3), …:accept and …:reject (v1): cancellations.ts
    ...cancellationsApi(client),
    // GET and POST /v1/nostro-accounts/transfers (liquidity): transfers.ts
    ...transfersApi(client),
    // POST /v3/payments/sepa and POST /gateway/createSepaPmt, with the gateway client: create-payment.ts
    ...createPaymentApi(client),

    /**
     * GET /v3/payments (or GET /v2/transaction/search): one page of payments, each row checked against the
     * filters, with what the page should tell the reader (payment-search.ts, docs/platform.md).
     */
    searchPayments(query: TPaymentQuery, opts: TSearchOptions): Promise<TVerifiedPage> {
      return search.search(query, opts);
    },

    /**
     * Every field of one transaction: the v2 item is the only full record the interface offers (there is
     * no single-payment GET), found by its id through the v2 search. The id parameter's name is not stated:
     * a row with another id is never taken for it. Null only when the search shows no such payment; when a
     * platform ignores the id filter and the payment is not among the payments read, that is an error.
     */
    async getTransaction(
      id: number,
      opts: { timeoutMs?: number } = {},
    ): Promise<{ payment: TPayment; item: TTransactionRecord } | null> {
      const page = await search.search(
        { id, limit: 1 },
        { classifiers: classifiersOf(null), prefer: "v2", timeoutMs: opts.timeoutMs },
      );
      const item = page.items?.find((i) => i.transaction_id === id);
      if (item) return { payment: fromV2(item), item };
      if (page.notices?.some((n) => n.kind === "scan_budget")) {
        throw new ProviderError({
          api: "gateway",
          kind: "invalid_response",
          status: 200,
          method: "GET",
          path: "/v2/transaction/search",
          requestId: randomUUID(),
          issues: [`the search ignored the transaction id and payment ${id} was not among those read`],
        });
      }
      return null;
    },

    // GET /v2/transaction/statuses (path and shape not shown: the interface's classifiers when absent)
    listStatuses(): Promise<TCatalogEntry[]> {
      return listOrStated(
        () => client.request("GET", "/v2/transaction/statuses", { schema: ZCatalog }),
        STATED_STATUSES,
      );
    },

    // GET /v2/transaction/types (same assumption and fallback)
    listTypes(): Promise<TCatalogEntry[]> {
      return listOrStated(
        () => client.request("GET", "/v2/transaction/types", { schema: ZCatalog }),
        STATED_TYPES,
      );
    },

    /**
     * POST /v1/transactions/{id}/response — answers an inbound Instant payment held in pending confirmation.
     * The body's field names are not shown by the interface: `{decision, reasonCode}` is the sandbox's
     * (docs/platform.md, Assumptions → Instant confirmation). Any 2xx means processed; its body is ignored.
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
