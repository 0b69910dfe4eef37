"use client";

import { useQuery } from "@tanstack/react-query";
import type { TOrderDetail, TOrderPage } from "@/lib/domain/restriction-orders/types";
import { ReadError, readJson } from "@/lib/read-json";

export const orderKeys = {
  all: ["restriction-orders"] as const,
  list: (query: string) => ["restriction-orders", "list", query] as const,
  detail: (docId: string) => ["restriction-orders", "detail", docId] as const,
};

// The platform sends no event for restriction orders (docs/platform.md: a decision has no visible effect
// beyond the status), so the list is re-read on focus, every 30 s, and after each decision.
const POLL_MS = 30_000;
const noRetryBelow500 = (count: number, err: Error) =>
  !(err instanceof ReadError && err.status < 500) && count < 1;

export function useOrderPage(query: string, initial: { query: string; page: TOrderPage | null }) {
  const seeded = query === initial.query && initial.page !== null;
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => readJson<TOrderPage>(`/api/restriction-orders?${query}`, signal),
    initialData: seeded ? initial.page! : undefined,
    initialDataUpdatedAt: seeded ? Date.parse(initial.page!.fetchedAt) : undefined,
    refetchInterval: POLL_MS,
    retry: noRetryBelow500,
  });
}

export function useOrderDetail(docId: string) {
  return useQuery({
    queryKey: orderKeys.detail(docId),
    queryFn: ({ signal }) =>
      readJson<TOrderDetail>(`/api/restriction-orders/${encodeURIComponent(docId)}`, signal),
    retry: noRetryBelow500,
    refetchInterval: (q) => (q.state.data?.decision?.state === "pending" ? 2_000 : POLL_MS),
  });
}
