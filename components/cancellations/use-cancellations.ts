"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLive } from "@/components/live/live-provider";
import { useInvalidateOnChange, useLiveTopic } from "@/components/live/use-live-topic";
import { WORKING_STATUSES } from "@/lib/domain/cancellations/words";
import type { TCancellationDetail, TCancellationPage } from "@/lib/domain/cancellations/cancellations";
import { ReadError, readJson } from "@/lib/read-json";

export const cancellationKeys = {
  all: ["cancellations"] as const,
  list: (query: string) => ["cancellations", "list", query] as const,
  detail: (id: string) => ["cancellations", "detail", id] as const,
};

// Live through the "cancellations" topic; when the stream is down, polled instead, so the inbox never
// silently stops moving.
const FALLBACK_POLL_MS = 5_000;
const LIVE_SAFETY_POLL_MS = 60_000;

export function useCancellationPage(query: string, initial: { query: string; page: TCancellationPage }) {
  const { connected } = useLive();
  useInvalidateOnChange("cancellations", cancellationKeys.all);
  return useQuery({
    queryKey: cancellationKeys.list(query),
    queryFn: ({ signal }) => readJson<TCancellationPage>(`/api/cancellations?${query}`, signal),
    initialData: query === initial.query ? initial.page : undefined,
    initialDataUpdatedAt: query === initial.query ? Date.parse(initial.page.fetchedAt) : undefined,
    refetchInterval: connected ? LIVE_SAFETY_POLL_MS : FALLBACK_POLL_MS,
  });
}

/**
 * One request's detail. Refetched when a change names it; while an answer is being worked on (RETURNING,
 * REFUSING) also every 2 s: the final status arrives by the server's poll, and this page must show it even
 * if the stream dropped the change.
 */
export function useCancellationDetail(id: string) {
  const { connected } = useLive();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: cancellationKeys.detail(id),
    queryFn: ({ signal }) =>
      readJson<TCancellationDetail>(`/api/cancellations/${encodeURIComponent(id)}`, signal),
    // 400 and 404 will not change by asking again; a platform hiccup may.
    retry: (count, err) => !(err instanceof ReadError && err.status < 500) && count < 1,
    refetchInterval: (q) => {
      const d = q.state.data;
      if (d && (WORKING_STATUSES.has(d.row.status) || d.response?.state === "sending")) return 2_000;
      return connected ? false : FALLBACK_POLL_MS;
    },
  });
  useLiveTopic("cancellations", (change) => {
    if (change.ref === id) void queryClient.invalidateQueries({ queryKey: cancellationKeys.detail(id) });
  });
  return query;
}
