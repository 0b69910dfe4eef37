import "server-only";
import { env } from "@/lib/env";
import { gateway } from "@/lib/providers/gateway/client";
import type { TPaymentSearchQuery } from "@/lib/schemas/payment-filters";
import type { TPaymentPage } from "@/lib/schemas/payments";
import { paymentCatalog } from "./payment-catalog";

/**
 * One page of payments: v3 first, the deprecated v2 search when PAYMENTS_SEARCH_API=v2. Both take the
 * same filters and cursors. v3 summaries carry no status name, so it is filled from the status list.
 */
export async function searchPayments(query: TPaymentSearchQuery): Promise<TPaymentPage> {
  if (env.PAYMENTS_SEARCH_API === "v2") {
    const { items: _items, ...page } = await gateway().searchTransactions(query);
    return page;
  }
  // A missing status list costs the names only, never the page.
  const [page, catalog] = await Promise.all([
    gateway().listPayments(query),
    paymentCatalog().catch(() => null),
  ]);
  const names = new Map(catalog?.statuses.map((s) => [s.id, s.name]));
  return {
    ...page,
    rows: page.rows.map((p) => ({
      ...p,
      statusName: (p.statusId !== null && names.get(p.statusId)) || null,
    })),
  };
}
