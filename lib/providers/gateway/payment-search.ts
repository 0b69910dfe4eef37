import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TPlatformClient } from "@/lib/http/platform-client";
import type { TFilterFamily, TPaymentNotice } from "@/lib/domain/payments/notices";
import type { TPaymentPage } from "@/lib/domain/payments/payments";
import { checkRowOfV2, checkRowOfV3 } from "./check-rows";
import { fromV2, fromV3 } from "./mapping";
import { locallyNamed, v2Query, v3Query, type TPaymentQuery } from "./payment-query";
import { scanPages, type TCursor, type TReadPage, type TScanResult } from "./payment-scan";
import { ZV2Page, ZV3Page, type TV2Item } from "./schemas";
import type { TSearchApi, TSearchMemory } from "./search-memory";
import type { TClassifiers } from "./verify-classifiers";

// GET /v3/payments and GET /v2/transaction/search, checked (docs/platform.md). The v3 summary's shape is
// not shown beyond `id`, `uetr`, `data` and cursor `meta`: when a v3 page does not parse as the summary the
// sandbox documents, the same call is made to the v2 search, whose item shape is stated, and v3 is left
// alone for a while (search-memory.ts). Every page's rows are checked against its filters (payment-scan.ts).

export type TSearchOptions = {
  classifiers: TClassifiers;
  /** PAYMENTS_SEARCH_API: v2 when v3 is switched off by setting. */
  prefer: TSearchApi;
  timeoutMs?: number;
  /** Platform pages one call may read while Countersign filters (payment-scan.ts). */
  budget?: number;
};

export type TVerifiedPage = TPaymentPage & { items?: TV2Item[] };

export function paymentSearch(client: TPlatformClient, memory: TSearchMemory) {
  const page = (q: TPaymentQuery, cursor: TCursor, limit: number): TPaymentQuery => {
    const { nextPageToken: _n, previousPageToken: _p, ...filters } = q;
    return { ...filters, ...cursor, limit };
  };

  async function readV3(q: TPaymentQuery, timeoutMs?: number): Promise<TReadPage> {
    const body = await client.request("GET", "/v3/payments", {
      schema: ZV3Page,
      query: v3Query(q),
      timeoutMs,
    });
    return {
      rows: body.data.map(fromV3),
      checks: body.data.map(checkRowOfV3),
      next: body.meta.nextPageToken ?? null,
      prev: body.meta.previousPageToken ?? null,
    };
  }

  async function readV2(q: TPaymentQuery, timeoutMs?: number): Promise<TReadPage> {
    const body = await client.request("GET", "/v2/transaction/search", {
      schema: ZV2Page,
      query: v2Query(q),
      timeoutMs,
    });
    return {
      rows: body.result.map(fromV2),
      checks: body.result.map(checkRowOfV2),
      items: body.result,
      next: body.meta.next_page_token ?? null,
      prev: body.meta.previous_page_token ?? null,
    };
  }

  function scan(api: TSearchApi, q: TPaymentQuery, opts: TSearchOptions, named: Set<TFilterFamily>) {
    const read = api === "v3" ? readV3 : readV2;
    return scanPages({
      read: (cursor, limit) => read(page(q, cursor, limit), opts.timeoutMs),
      query: q,
      classifiers: opts.classifiers,
      named,
      remembered: memory.ignored(api),
      budget: opts.budget,
    });
  }

  return {
    async search(q: TPaymentQuery, opts: TSearchOptions): Promise<TVerifiedPage> {
      const named = new Set<TFilterFamily>();
      const byName = locallyNamed(q);
      if (byName.status) named.add("status");
      if (byName.type) named.add("type");

      const wantsV3 = opts.prefer === "v3";
      let api: TSearchApi = wantsV3 && !memory.v3Unreadable() ? "v3" : "v2";
      let result: TScanResult;
      try {
        result = await scan(api, q, opts, named);
      } catch (err) {
        if (!(api === "v3" && isProviderError(err) && err.kind === "invalid_response")) throw err;
        memory.noteV3Unreadable();
        api = "v2";
        result = await scan(api, q, opts, named);
      }
      memory.noteIgnored(api, result.ignored);
      return {
        rows: result.rows,
        items: result.items,
        next: result.next,
        prev: result.prev,
        api,
        notices: noticesOf(result, named, wantsV3 && api === "v2"),
        scan: result.local.size ? { pages: result.pages, rows: result.scanned } : undefined,
      };
    },
  };
}

function noticesOf(result: TScanResult, named: Set<TFilterFamily>, fellBack: boolean): TPaymentNotice[] {
  const notices: TPaymentNotice[] = [];
  if (fellBack) notices.push({ kind: "v2_fallback" });
  const ignored = [...result.local].filter((f) => !named.has(f));
  if (ignored.length) notices.push({ kind: "filtered_here", filters: ignored });
  const byName = [...named].filter((f): f is "status" | "type" => f === "status" || f === "type");
  if (byName.length) notices.push({ kind: "named_here", filters: byName });
  if (result.budgetEnded)
    notices.push({ kind: "scan_budget", scanned: result.scanned, found: result.rows.length });
  return notices;
}
