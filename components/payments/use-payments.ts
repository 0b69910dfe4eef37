"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveBurst } from "@/components/live/use-live-topic";
import type { TPaymentCatalog, TPaymentPage } from "@/lib/domain/payments/payments";
import { hasCursor } from "./payments-url";
import { ReadError, readJson } from "@/lib/read-json";

export const paymentsKeys = {
  all: ["payments"] as const,
  list: (query: string) => ["payments", "list", query] as const,
  catalog: ["payments", "catalog"] as const,
};

/**
 * One page of payments for the canonical `query`. Live only on the first page: a changed payment refetches
 * it so new payments appear at the top, while a page reached through a token is left exactly as it was
 * read, so rows never shift under someone paging through results.
 */
export function usePayments(query: string, initial: { query: string; page: TPaymentPage | null }) {
  const queryClient = useQueryClient();
  useLiveBurst("payments", () =>
    hasCursor(query)
      ? undefined
      : queryClient.invalidateQueries({ queryKey: paymentsKeys.list(query), exact: true }),
  );
  return useQuery({
    queryKey: paymentsKeys.list(query),
    // The signal aborts a read the page no longer needs (another filter, a page left), freeing its connection.
    queryFn: ({ signal }) => readJson<TPaymentPage>(`/api/payments?${query}`, signal),
    initialData: query === initial.query && initial.page ? initial.page : undefined,
    // The previous page stays in view (dimmed) while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    // A refused filter or token will not be accepted by asking again.
    retry: (count, err) => !(err instanceof ReadError && err.status < 500) && count < 1,
  });
}

/** The platform's status and type lists, for the pickers; rarely changing, so kept for ten minutes. */
export function usePaymentCatalog(initial: TPaymentCatalog | null) {
  return useQuery({
    queryKey: paymentsKeys.catalog,
    queryFn: ({ signal }) => readJson<TPaymentCatalog>("/api/payments/catalog", signal),
    initialData: initial ?? undefined,
    staleTime: 10 * 60_000,
  });
}
