"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useInvalidateOnChange } from "@/components/live/use-live-topic";
import type { TDeliveryDetail, TDeliveryPage } from "@/lib/schemas/event-filters";

export const eventsKeys = {
  all: ["events"] as const,
  list: (query: string) => ["events", "list", query] as const,
  detail: (id: string) => ["events", "detail", id] as const,
};

/** A failed read as the route described it: its sentence, status and request id for support. */
export class EventsReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly requestId: string | null,
  ) {
    super(message);
  }
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store" });
  const body = (await res.json().catch(() => null)) as
    (T & { error?: undefined }) | { error?: { message?: string; requestId?: string | null } } | null;
  if (!res.ok || !body || body.error) {
    const message = body?.error?.message ?? `The server answered ${res.status}.`;
    throw new EventsReadError(message, res.status, body?.error?.requestId ?? null);
  }
  return body as T;
}

/**
 * One page of deliveries for the canonical `query`. Kept live: a stored delivery refetches the page in
 * view, which only gains rows at the top when it is the newest page (an older page is bounded by its
 * cursor, so it never shifts under the reader). Works without the stream too: it just is not live then.
 */
export function useDeliveries(query: string, initial: { query: string; page: TDeliveryPage }) {
  useInvalidateOnChange("deliveries", eventsKeys.all);
  return useQuery({
    queryKey: eventsKeys.list(query),
    queryFn: () => getJson<TDeliveryPage>(`/api/events?${query}`),
    initialData: query === initial.query ? initial.page : undefined,
  });
}

export function useDelivery(id: string | null) {
  return useQuery({
    queryKey: eventsKeys.detail(id ?? ""),
    queryFn: () => getJson<TDeliveryDetail>(`/api/events/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    // Keeps the last delivery on screen while the sheet animates closed (the sheet ignores it for another id).
    placeholderData: keepPreviousData,
    // A 404 will not turn into a row by asking again.
    retry: (count, err) => !(err instanceof EventsReadError && err.status === 404) && count < 1,
  });
}
