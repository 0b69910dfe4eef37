"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { TChange, TLiveTopic } from "@/lib/live-topics";
import { burstThrottle, LIVE_BURST_MS } from "./burst-throttle";
import { useLive } from "./live-provider";

/** Calls `onChange` for every change of `topic` this user may see. */
export function useLiveTopic(topic: TLiveTopic, onChange: (change: TChange) => void) {
  const { subscribe } = useLive();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => subscribe(topic, (change) => latest.current(change)), [subscribe, topic]);
}

/**
 * Calls `onBurst` when `topic` changes, at most once per `ms` (components/live/burst-throttle.ts): the way a
 * list refetches, since one refetch reads every change of a burst.
 */
export function useLiveBurst(topic: TLiveTopic, onBurst: () => Promise<unknown> | void, ms = LIVE_BURST_MS) {
  const latest = useRef(onBurst);
  useEffect(() => {
    latest.current = onBurst;
  });
  const throttle = useRef<ReturnType<typeof burstThrottle> | null>(null);
  useEffect(() => {
    const t = burstThrottle(() => latest.current(), ms);
    throttle.current = t;
    return () => t.cancel();
  }, [ms]);
  useLiveTopic(topic, () => throttle.current?.hit());
}

/** Refetches the queries under `queryKey` when `topic` changes (a burst once): the usual way a list stays live. */
export function useInvalidateOnChange(topic: TLiveTopic, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  // The promise settles when the refetch has: the next read waits for it (components/live/burst-throttle.ts).
  useLiveBurst(topic, () => queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey }));
}
