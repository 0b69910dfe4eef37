"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLive } from "@/components/live/live-provider";
import { useLiveBurst, useLiveTopic } from "@/components/live/use-live-topic";
import type { TLiquidityActivity, TTransferSummary } from "@/lib/domain/liquidity/liquidity";
import type { TTransferListPage } from "@/lib/domain/liquidity/list";
import { filtersOnly } from "@/lib/domain/liquidity/filters";
import { ReadError, readJson } from "@/lib/read-json";

export const liquidityKeys = {
  list: (query: string) => ["liquidity", "list", query] as const,
  summary: (filters: string) => ["liquidity", "summary", filters] as const,
  activity: ["liquidity", "activity"] as const,
};

/** While the live stream is down, the page asks again on this beat instead. */
export const POLL_MS = 10_000;
/** The totals cost a platform call per status (and more to page): changes in a burst refetch them once. */
export const SUMMARY_COALESCE_MS = 2_000;

/**
 * The first view as the server page read it, under the canonical query it read it for; `page` or `summary`
 * is null when that read failed, and the browser then reads it again through the route, which says why.
 */
export type TLiquidityInitial = {
  query: string;
  page: TTransferListPage | null;
  summary: TTransferSummary | null;
  /** When the server read them (epoch ms): how old the data is, should the key be read again later. */
  readAt: number;
};

/** The server's data as initial data only under the key it was read for. */
const seed = <T>(same: boolean, data: T | null, readAt: number) =>
  same && data !== null
    ? { initialData: data, initialDataUpdatedAt: readAt }
    : { initialData: undefined, initialDataUpdatedAt: undefined };

// A refused filter will not be accepted by asking again; a platform hiccup may pass.
const retry = (count: number, err: Error) => !(err instanceof ReadError && err.status < 500) && count < 1;

/**
 * Keeps the page live: a `liquidity` change (a transfer moved; the LIQUIDITY webhook) refetches the list
 * and the notifications at once and the totals once per burst; an `alerts` change (a holding breach)
 * refetches the notifications. Returns the polling interval for the queries: none while the stream is up.
 */
export function useLiquidityLive(): number | false {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useLiveBurst("liquidity", () => {
    timer.current ??= setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: ["liquidity", "summary"] });
    }, SUMMARY_COALESCE_MS);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ["liquidity", "list"] }),
      queryClient.invalidateQueries({ queryKey: liquidityKeys.activity }),
    ]);
  });
  useLiveTopic("alerts", () => void queryClient.invalidateQueries({ queryKey: liquidityKeys.activity }));
  return useLive().connected ? false : POLL_MS;
}

export function useTransfers(query: string, refetchInterval: number | false, initial: TLiquidityInitial) {
  return useQuery({
    queryKey: liquidityKeys.list(query),
    queryFn: ({ signal }) => readJson<TTransferListPage>(`/api/liquidity/transfers?${query}`, signal),
    ...seed(query === initial.query, initial.page, initial.readAt),
    // The previous page stays in view (dimmed) while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    refetchInterval,
    retry,
  });
}

export function useTransferSummary(
  filters: string,
  refetchInterval: number | false,
  initial: TLiquidityInitial,
) {
  return useQuery({
    queryKey: liquidityKeys.summary(filters),
    queryFn: ({ signal }) => readJson<TTransferSummary>(`/api/liquidity/summary?${filters}`, signal),
    ...seed(filters === filtersOnly(initial.query), initial.summary, initial.readAt),
    placeholderData: keepPreviousData,
    refetchInterval,
    retry,
  });
}

export function useLiquidityActivity(refetchInterval: number | false) {
  return useQuery({
    queryKey: liquidityKeys.activity,
    queryFn: ({ signal }) => readJson<TLiquidityActivity>("/api/liquidity/activity", signal),
    refetchInterval,
    retry,
  });
}
