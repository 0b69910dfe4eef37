"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveBurst } from "@/components/live/use-live-topic";
import type { TApprovalQueue, TApprovalRecord } from "@/lib/domain/approvals/approvals";
import { readJson } from "@/lib/read-json";

export const approvalKeys = {
  all: ["approvals"] as const,
  queue: ["approvals", "queue"] as const,
  records: (ids: readonly number[]) => ["approvals", "records", ids.join(",")] as const,
};

// Webhooks only tell of payments since Countersign began receiving them, and a TO_SIGN payment may arrive
// unannounced: the queue is also re-read from the platform now and then.
const FALLBACK_REFRESH_MS = 60_000;
/** A bulk approval announces every row: the queue is read again once per burst (each read pages it all). */
function useThrottledApprovalsRefresh() {
  const queryClient = useQueryClient();
  useLiveBurst("approvals", () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }));
}

export function useApprovalQueue(initial: TApprovalQueue | null) {
  useThrottledApprovalsRefresh();
  return useQuery({
    queryKey: approvalKeys.queue,
    queryFn: ({ signal }) => readJson<TApprovalQueue>("/api/approvals", signal),
    initialData: initial ?? undefined,
    // The server read it just now; without this the first mount would read it again at once.
    initialDataUpdatedAt: initial ? Date.parse(initial.fetchedAt) : undefined,
    refetchInterval: FALLBACK_REFRESH_MS,
    staleTime: 5_000,
  });
}

/** Countersign's records of the payments of an approval run, including those that left the queue. */
export function useApprovalRecords(ids: readonly number[], live: boolean) {
  return useQuery({
    queryKey: approvalKeys.records(ids),
    queryFn: ({ signal }) =>
      readJson<{ records: TApprovalRecord[] }>(`/api/approvals/records?ids=${ids.join(",")}`, signal),
    enabled: ids.length > 0,
    // While a run is out, poll as well: the stream may be down, and per-row progress should not stall.
    refetchInterval: live ? 1_500 : false,
  });
}
