"use client";

import { DetailSection } from "@/components/payments/payment-detail-section";
import { OrderAmount } from "./order-amount";
import { Callout } from "@/components/ui/callout";
import { DateTime } from "@/components/ui/date-time";
import { DetailReadError } from "@/components/ui/detail-read-error";
import { SkeletonRows } from "@/components/ui/skeleton";
import { DecidePanel } from "./decide-panel";
import { OrderStatusBadge } from "./order-status-badge";
import { AmountFields, HeaderFields, PartyFields, RemittanceFields } from "./order-fields";
import { useOrderDetail } from "./use-orders";

/** One restriction order, read through GET /api/restriction-orders/{docId}, with the decision panel. */
export function OrderDetail({ docId, canDecide }: { docId: string; canDecide: boolean }) {
  const q = useOrderDetail(docId);
  if (!q.data && q.isError)
    return (
      <DetailReadError
        error={q.error}
        notFound={{
          title: "No restriction order has this document id.",
          description: `The platform lists no order ${docId}. Check the document id, or find the order in the list.`,
        }}
        failed={`Couldn't load order ${docId}.`}
        back={{ href: "/restriction-orders", label: "Back to the list" }}
        onRetry={() => void q.refetch()}
      />
    );
  const o = q.data;
  if (!o) return <SkeletonRows rows={8} label={`Loading restriction order ${docId}`} />;
  return (
    <div
      className="@container flex min-w-0 flex-col gap-5 text-[13px]"
      data-testid="order-detail"
      data-status={o.status}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="order-summary">
        <OrderStatusBadge status={o.status} words />
        <OrderAmount minor={o.amount} currency={o.currency} className="font-medium" />
        <span>
          {o.payer.name ?? "payer not named"} → {o.payee.name ?? "payee not named"}
        </span>
        <span className="text-muted-foreground">
          read from the platform <DateTime iso={o.fetchedAt} relative />
        </span>
      </div>
      {q.isRefetchError ? (
        <Callout tone="warning" title="Showing what was read earlier: a refresh failed.">
          {q.error.message}
        </Callout>
      ) : null}
      <DetailSection id="order-decision" title="Decision" level={2}>
        <DecidePanel order={o} canDecide={canDecide} />
      </DetailSection>
      <div className="grid gap-6 @3xl:grid-cols-2">
        <DetailSection id="order-header" title="Document" level={2}>
          <HeaderFields o={o} />
        </DetailSection>
        <DetailSection id="order-amounts" title="Amounts" level={2}>
          <AmountFields o={o} />
        </DetailSection>
        <DetailSection id="order-payer" title="Payer" level={2}>
          <PartyFields p={o.payer} whose="payer" />
        </DetailSection>
        <DetailSection id="order-payee" title="Payee" level={2}>
          <PartyFields p={o.payee} whose="payee" />
        </DetailSection>
        <DetailSection id="order-remittance" title="Remittance information" level={2}>
          <RemittanceFields r={o.remittance} />
        </DetailSection>
      </div>
    </div>
  );
}
