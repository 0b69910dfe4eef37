"use client";

import { useQuery } from "@tanstack/react-query";
import type { TSystemView } from "@/lib/domain/system/system";
import { readJson } from "@/lib/read-json";

/** The System page reads itself again on this beat: its figures are per minute, its lag per second. */
export const SYSTEM_POLL_MS = 10_000;

/** The page's data: the server's first read as initial data, then GET /api/system every 10 s. */
export function useSystem(initial: TSystemView | null) {
  return useQuery({
    queryKey: ["system"],
    queryFn: ({ signal }) => readJson<TSystemView>("/api/system", signal),
    initialData: initial ?? undefined,
    initialDataUpdatedAt: initial ? new Date(initial.readAt).getTime() : undefined,
    refetchInterval: SYSTEM_POLL_MS,
    retry: 1,
  });
}
