"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useInvalidateOnChange } from "@/components/live/use-live-topic";
import type { TDeliveryDetail, TDeliveryPage } from "@/lib/domain/events/filters";
import { ReadError, readJson } from "@/lib/read-json";

export const eventsKeys = {
  all: ["events"] as const,
  list: (query: string) => ["events", "list", query] as const,
  detail: (id: string) => ["events", "detail", id] as const,
};

/**
 * One page of deliveries for the canonical `query`. Kept live: a stored delivery refetches the page in
 * view, which only gains rows at the top when it is the newest page (an older page is bounded by its
 * cursor, so it never shifts under the reader). Works without the stream too: it just is not live then.
 */
export function useDeliveries(query: string, initial: { query: string; page: TDeliveryPage }) {
  useInvalidateOnChange("deliveries", eventsKeys.all);
  return useQuery({
    queryKey: eventsKeys.list(query),
    queryFn: ({ signal }) => readJson<TDeliveryPage>(`/api/events?${query}`, signal),
    initialData: query === initial.query ? initial.page : undefined,
  });
}

export function useDelivery(id: string | null) {
  return useQuery({
    queryKey: eventsKeys.detail(id ?? ""),
    queryFn: ({ signal }) => readJson<TDeliveryDetail>(`/api/events/${encodeURIComponent(id!)}`, signal),
    enabled: id !== null,
    // Keeps the last delivery on screen while the sheet animates closed (the sheet ignores it for another id).
    placeholderData: keepPreviousData,
    // A 404 will not turn into a row by asking again.
    retry: (count, err) => !(err instanceof ReadError && err.status === 404) && count < 1,
  });
}
