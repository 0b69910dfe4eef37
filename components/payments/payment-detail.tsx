"use client";

import { Callout } from "@/components/ui/callout";
import { DetailReadError } from "@/components/ui/detail-read-error";
import { SkeletonRows } from "@/components/ui/skeleton";
import { PaymentCancellations } from "./payment-detail-cancellations";
import { usePaymentDetail } from "./payment-detail-query";
import { ChildPayments, RelatedPaymentRow } from "./payment-detail-related";
import { DetailSection, SectionBody, type THeadingLevel } from "./payment-detail-section";
import { PaymentFields } from "./payment-fields";
import { PaymentTimeline } from "./payment-timeline";

export type PaymentDetailProps = {
  /** The platform's transaction id. */
  id: number;
  /** 2 under a page's h1; 3 inside a drawer whose title is the h2. Default 2. */
  headingLevel?: THeadingLevel;
};

/**
 * Everything about one payment, read from GET /api/payments/{id} and kept live. Lays itself out by the
 * width it is given (a container query), so it serves the detail page (two columns) and a side drawer
 * (one column) alike.
 */
export function PaymentDetail({ id, headingLevel = 2 }: PaymentDetailProps) {
  const q = usePaymentDetail(id);
  const level = headingLevel;
  const retry = () => void q.refetch();
  if (!q.data && q.isError)
    return (
      <DetailReadError
        error={q.error}
        notFound={{ title: `There is no payment ${id}.` }}
        failed={`Couldn't load payment ${id}.`}
        onRetry={retry}
      />
    );
  const d = q.data;
  return (
    <div className="@container min-w-0 text-[13px]" data-testid="payment-detail" aria-busy={!d || undefined}>
      {d && q.isError ? (
        <Callout tone="warning" className="mb-3" title="Showing what was read earlier: a refresh failed.">
          {q.error.message}
        </Callout>
      ) : null}
      <div className="grid gap-6 @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          {d ? (
            <PaymentFields t={d.transaction} extra={d.extra} level={level} />
          ) : (
            <DetailSection id="payment-overview" title="Payment" level={level}>
              <SkeletonRows rows={8} label={`Loading payment ${id}`} />
            </DetailSection>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <DetailSection id="payment-timeline" title="Status timeline" level={level} aside="from webhooks">
            <SectionBody
              state={d?.timeline}
              what="the status timeline"
              isEmpty={(rows) => rows.length === 0}
              empty="No status webhook has arrived for this payment yet. Each one the platform sends is added here."
              onRetry={retry}
            >
              {(rows) => <PaymentTimeline entries={rows} />}
            </SectionBody>
          </DetailSection>
          {d?.parent ? (
            <DetailSection id="payment-parent" title="Parent payment" level={level}>
              <SectionBody
                state={d.parent}
                what="the parent payment"
                isEmpty={(p) => p === null}
                empty={`The platform no longer has payment ${d.payment.parentId}, which this one names as its parent.`}
                onRetry={retry}
              >
                {(p) => (
                  <ul aria-label="Parent payment">
                    <RelatedPaymentRow p={p!} testId="parent-payment" />
                  </ul>
                )}
              </SectionBody>
            </DetailSection>
          ) : null}
          <DetailSection id="payment-children" title="Returns and other child payments" level={level}>
            <SectionBody
              state={d?.children}
              what="the child payments"
              isEmpty={(c) => c.rows.length === 0}
              empty="No payment names this one as its parent. A return or a reversal of it would appear here."
              onRetry={retry}
            >
              {(c) => <ChildPayments rows={c.rows} more={c.more} parentId={id} />}
            </SectionBody>
          </DetailSection>
          <DetailSection id="payment-cancellations" title="Cancellation requests" level={level}>
            {d?.cancellations === null ? (
              <p className="py-2 text-muted-foreground">
                Cancellation requests are shown to roles that answer them; yours do not include them.
              </p>
            ) : (
              <SectionBody
                state={d?.cancellations}
                what="the cancellation requests"
                isEmpty={(rows) => rows.length === 0}
                empty="No cancellation request names this payment. Requests arrive by webhook and appear here."
                onRetry={retry}
              >
                {(rows) => <PaymentCancellations rows={rows} />}
              </SectionBody>
            )}
          </DetailSection>
        </div>
      </div>
    </div>
  );
}
