"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { TChange, TLiveTopic } from "@/lib/live-topics";
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

/** Refetches the queries under `queryKey` whenever `topic` changes: the usual way a list stays live. */
export function useInvalidateOnChange(topic: TLiveTopic, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useLiveTopic(topic, () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey }));
}
