"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useInvalidateOnChange } from "@/components/live/use-live-topic";
import { readJson } from "@/lib/read-json";
import type { TNotificationView } from "@/lib/domain/notifications/kinds";

export type TBell = { items: TNotificationView[]; unread: number };

export const bellKey = ["notifications", "bell"] as const;

/**
 * The signed-in user's bell, refetched when the stream tells of a notification for them (topic
 * "notifications", forwarded to its user alone) and when the window regains focus.
 */
export function useBell() {
  useInvalidateOnChange("notifications", bellKey);
  return useQuery({
    queryKey: bellKey,
    queryFn: ({ signal }) => readJson<TBell>("/api/notifications", signal),
    refetchOnWindowFocus: true,
  });
}

export function useRefreshBell() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bellKey });
}
