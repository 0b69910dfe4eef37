"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useLive } from "@/components/live/live-provider";
import { useLiveTopic } from "@/components/live/use-live-topic";
import type { TConfirmationQueue, TDecisionHistoryPage } from "@/lib/domain/instant/confirmations";
import { readJson } from "@/lib/read-json";
import { clockOffset } from "./countdown";

export const instantKeys = {
  all: ["instant"] as const,
  queue: ["instant", "queue"] as const,
  decisions: (query: string) => ["instant", "decisions", query] as const,
};

/** The queue with the clock difference measured when it arrived (serverNow − Date.now()). */
export type TQueueView = TConfirmationQueue & { offsetMs: number };

// The stream is the trigger; polling covers a stream that is down (fast: 5-second windows) or quiet.
const POLL_LIVE_MS = 10_000;
const POLL_OFFLINE_MS = 1_000;

// The server keeps a payment in the queue for a minute after it settled, so its outcome (or the
// platform's fallback) is read in the row where it waited.
async function readQueue(signal: AbortSignal): Promise<TQueueView> {
  const queue = await readJson<TConfirmationQueue>("/api/instant/queue", signal);
  return { ...queue, offsetMs: clockOffset(queue.serverNow, Date.now()) };
}

/**
 * Refetches the Instant queries on every "instant" change, never two reads at once: a change during a
 * read asks for one more read after it, so a burst costs two reads and the last change is never missed.
 */
export function useInstantLive() {
  const queryClient = useQueryClient();
  const state = useRef({ running: false, again: false });
  useLiveTopic("instant", () => {
    const s = state.current;
    if (s.running) {
      s.again = true;
      return;
    }
    s.running = true;
    void (async () => {
      try {
        do {
          s.again = false;
          await queryClient.invalidateQueries({ queryKey: instantKeys.all });
        } while (s.again);
      } finally {
        s.running = false;
      }
    })();
  });
}

/** The queue; keep useInstantLive() mounted on the page for it (and the history) to follow changes. */
export function useInstantQueue() {
  const { connected } = useLive();
  return useQuery({
    queryKey: instantKeys.queue,
    queryFn: ({ signal }) => readQueue(signal),
    refetchInterval: connected ? POLL_LIVE_MS : POLL_OFFLINE_MS,
  });
}

/** One page of the decisions history for the canonical `query` (source, before). */
export function useDecisions(query: string, enabled = true) {
  return useQuery({
    queryKey: instantKeys.decisions(query),
    queryFn: ({ signal }) =>
      readJson<TDecisionHistoryPage>(`/api/instant/decisions${query ? `?${query}` : ""}`, signal),
    enabled,
  });
}
