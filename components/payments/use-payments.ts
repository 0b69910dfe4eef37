"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveTopic } from "@/components/live/use-live-topic";
import type { TCatalogEntry, TPaymentPage } from "@/lib/schemas/payments";
import { hasCursor } from "./payments-url";

export type TPaymentCatalog = { statuses: TCatalogEntry[]; types: TCatalogEntry[] };

export const paymentsKeys = {
  all: ["payments"] as const,
  list: (query: string) => ["payments", "list", query] as const,
  catalog: ["payments", "catalog"] as const,
};

/** A failed read as the route described it: its sentence, status and request id for support. */
export class PaymentsReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly requestId: string | null,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type TErrorBody = {
  error?: { message?: string; requestId?: string | null; fieldErrors?: Record<string, string> };
};

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store" });
  const body = (await res.json().catch(() => null)) as (T & TErrorBody) | null;
  if (!res.ok || !body || body.error) {
    const e = body?.error;
    throw new PaymentsReadError(
      e?.message ?? `The server answered ${res.status}.`,
      res.status,
      e?.requestId ?? null,
      e?.fieldErrors,
    );
  }
  return body as T;
}

/**
 * One page of payments for the canonical `query`. Live only on the first page: a changed payment refetches
 * it so new payments appear at the top, while a page reached through a token is left exactly as it was
 * read, so rows never shift under someone paging through results.
 */
export function usePayments(query: string, initial: { query: string; page: TPaymentPage | null }) {
  const queryClient = useQueryClient();
  useLiveTopic("payments", () => {
    if (!hasCursor(query))
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.list(query), exact: true });
  });
  return useQuery({
    queryKey: paymentsKeys.list(query),
    queryFn: () => getJson<TPaymentPage>(`/api/payments?${query}`),
    initialData: query === initial.query && initial.page ? initial.page : undefined,
    // The previous page stays in view (dimmed) while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    // A refused filter or token will not be accepted by asking again.
    retry: (count, err) => !(err instanceof PaymentsReadError && err.status < 500) && count < 1,
  });
}

/** The platform's status and type lists, for the pickers; rarely changing, so kept for ten minutes. */
export function usePaymentCatalog(initial: TPaymentCatalog | null) {
  return useQuery({
    queryKey: paymentsKeys.catalog,
    queryFn: () => getJson<TPaymentCatalog>("/api/payments/catalog"),
    initialData: initial ?? undefined,
    staleTime: 10 * 60_000,
  });
}
