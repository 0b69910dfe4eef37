"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveTopic } from "@/components/live/use-live-topic";
import type { TPaymentDetail } from "@/lib/schemas/payment-detail";

export const paymentDetailKey = (id: number) => ["payments", "detail", id] as const;

/** A failed read as GET /api/payments/{id} described it: its sentence, status, code and request id. */
export class PaymentReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly requestId: string | null,
  ) {
    super(message);
  }
}

type TErrorBody = { error?: { message?: string; providerCode?: string; requestId?: string | null } };

async function readDetail(id: number, signal: AbortSignal): Promise<TPaymentDetail> {
  const res = await fetch(`/api/payments/${id}`, { headers: { accept: "application/json" }, signal });
  const body = (await res.json().catch(() => null)) as (TPaymentDetail & TErrorBody) | TErrorBody | null;
  if (!res.ok || !body || body.error) {
    const e = body?.error;
    throw new PaymentReadError(
      e?.message ?? `The server answered ${res.status}.`,
      res.status,
      e?.providerCode ?? null,
      e?.requestId ?? null,
    );
  }
  return body as TPaymentDetail;
}

/**
 * One payment's detail, kept live: a status webhook for it, its parent or one of its children, or any
 * cancellation change (their refs are request ids, which a new request's payment cannot be matched by),
 * refetches it.
 */
export function usePaymentDetail(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentDetailKey(id),
    queryFn: ({ signal }) => readDetail(id, signal),
    // 400 and 404 will not change by asking again; a platform hiccup may.
    retry: (count, err) => !(err instanceof PaymentReadError && err.status < 500) && count < 1,
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
