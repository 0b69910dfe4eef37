"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveTopic } from "@/components/live/use-live-topic";
import type { TPaymentDetail } from "@/lib/domain/payments/detail";
import { ReadError, readJson } from "@/lib/read-json";

export const paymentDetailKey = (id: number) => ["payments", "detail", id] as const;

/**
 * One payment's detail, kept live: a status webhook for it, its parent or one of its children, or any
 * cancellation change (their refs are request ids, which a new request's payment cannot be matched by),
 * refetches it.
 */
export function usePaymentDetail(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentDetailKey(id),
    queryFn: ({ signal }) => readJson<TPaymentDetail>(`/api/payments/${id}`, signal),
    // 400 and 404 will not change by asking again; a platform hiccup may.
    retry: (count, err) => !(err instanceof ReadError && err.status < 500) && count < 1,
  });
  const related = new Set([String(id)]);
  const data = query.data;
  if (data?.payment.parentId) related.add(String(data.payment.parentId));
  if (data?.children.ok) for (const c of data.children.data.rows) related.add(String(c.id));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: paymentDetailKey(id) });
  useLiveTopic("payments", (change) => (change.ref && related.has(change.ref) ? refresh() : undefined));
  useLiveTopic("cancellations", refresh);
  return query;
}
