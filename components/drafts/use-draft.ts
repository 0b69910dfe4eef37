"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { burstThrottle } from "@/components/live/burst-throttle";
import { useLiveTopic } from "@/components/live/use-live-topic";
import { DRAFT_ROWS_LIMIT, type TDraftView } from "@/lib/domain/initiation/draft-view";
import { readJson } from "@/lib/read-json";

export const draftDetailKey = (id: string, offset?: number) =>
  offset === undefined ? (["drafts", "detail", id] as const) : (["drafts", "detail", id, offset] as const);

/** GET /api/drafts/{id} with a batch's rows from `offset`. */
export const draftUrl = (id: string, offset: number) =>
  `/api/drafts/${encodeURIComponent(id)}?offset=${offset}&limit=${DRAFT_ROWS_LIMIT}`;

/**
 * One draft, seeded with the server page's read and kept live: a change on the "drafts" topic that names
 * this draft refetches it (a burst once: a batch being submitted changes many times a second). While the
 * draft is being submitted it is also read every 3 s, in case the live stream is down.
 */
export function useDraft(initial: TDraftView, offset: number) {
  const { id } = initial;
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: draftDetailKey(id, offset),
    queryFn: ({ signal }) => readJson<TDraftView>(draftUrl(id, offset), signal),
    initialData: offset === 0 ? initial : undefined,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.state === "submitting" ? 3_000 : false),
  });
  const throttle = useRef<ReturnType<typeof burstThrottle> | null>(null);
  useEffect(() => {
    const t = burstThrottle(() => queryClient.invalidateQueries({ queryKey: draftDetailKey(id) }));
    throttle.current = t;
    return () => t.cancel();
  }, [id, queryClient]);
  useLiveTopic("drafts", (change) => {
    if (change.ref === id) throttle.current?.hit();
  });
  return q;
}
