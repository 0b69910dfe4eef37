import "server-only";
import { env } from "@/lib/env";
import { classifiersOf } from "@/lib/providers/gateway/verify-classifiers";
import type { TPaymentSearchQuery } from "@/lib/domain/payments/filters";
import { classifierKey, type TPayment, type TPaymentPage } from "@/lib/domain/payments/payments";
import { platform } from "../platform/registry";
import { paymentCatalog } from "./payment-catalog";
import { checkKnownIds, withPlatformIds } from "./resolve-classifiers";

/**
 * One page of payments: v3 first, the deprecated v2 search when PAYMENTS_SEARCH_API=v2 (or when v3 answers
 * in a shape Countersign does not know). Every row is checked against the filters by the provider, which
 * says on the page what it had to do itself. v3 summaries carry no status name: filled from the status list.
 */
export async function searchPayments(
  query: TPaymentSearchQuery,
  opts: { budget?: number } = {},
): Promise<TPaymentPage> {
  // A missing status list costs the names (and the ids behind status names) only, never the page.
  const catalog = await paymentCatalog().catch(() => null);
  checkKnownIds(query, catalog);
  const { items: _items, ...page } = await platform().gateway.searchPayments(
    withPlatformIds(query, catalog),
    {
      classifiers: classifiersOf(catalog),
      prefer: env.PAYMENTS_SEARCH_API,
      budget: opts.budget,
    },
  );
  const statuses = catalog?.statuses ?? [];
  const byId = new Map(statuses.flatMap((s) => (s.id === null ? [] : [[s.id, s.name] as const])));
  const byKey = new Map(statuses.map((s) => [classifierKey(s.name), s.name]));
  const nameOf = (p: TPayment) =>
    p.statusName ??
    (p.statusId !== null ? byId.get(p.statusId) : undefined) ??
    byKey.get(classifierKey(p.status)) ??
    null;
  return { ...page, rows: page.rows.map((p) => ({ ...p, statusName: nameOf(p) })) };
}
