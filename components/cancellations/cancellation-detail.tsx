"use client";

import { PaymentDetail } from "@/components/payments/payment-detail";
import { DetailSection } from "@/components/payments/payment-detail-section";
import { Amount } from "@/components/ui/amount";
import { Callout } from "@/components/ui/callout";
import { DateTime } from "@/components/ui/date-time";
import { DetailReadError } from "@/components/ui/detail-read-error";
import { SkeletonRows } from "@/components/ui/skeleton";
import { reasonWords, SCHEME_WORDS } from "@/lib/domain/cancellations/words";
import { CancellationStatusBadge } from "./cancellation-badges";
import { CancellationFields } from "./cancellation-fields";
import { CancellationTimeline } from "./cancellation-timeline";
import { RespondPanel } from "./respond-panel";
import { useCancellationDetail } from "./use-cancellations";

/**
 * One cancellation request: what it is, the answer (or why there is none), the timeline, and the original
 * payment with everything the payment page shows. Read from GET /api/cancellations/{id} and kept live.
 */
export function CancellationDetail({ id, canRespond }: { id: string; canRespond: boolean }) {
  const q = useCancellationDetail(id);
  if (!q.data && q.isError)
    return (
      <DetailReadError
        error={q.error}
        notFound={{
          title: "No cancellation request has this id.",
          description: "Neither Countersign nor the platform knows it. Check the id and look it up again.",
        }}
        failed={`Couldn't load cancellation request ${id}.`}
        back={{ href: "/cancellations", label: "Back to the inbox" }}
        onRetry={() => void q.refetch()}
      />
    );
  const d = q.data;
  if (!d) return <SkeletonRows rows={8} label={`Loading cancellation request ${id}`} />;
  const { row } = d;
  const scheme = row.scheme ? (SCHEME_WORDS[row.scheme as keyof typeof SCHEME_WORDS] ?? row.scheme) : null;
  return (
    <div
      className="@container flex min-w-0 flex-col gap-5 text-[13px]"
      data-testid="cancellation-detail"
      data-status={row.status}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="cancellation-summary">
        <CancellationStatusBadge status={row.status} />
        <span>
          {row.direction === "INBOUND" ? "Inbound: another bank asks us" : "Outbound: we asked another bank"}
        </span>
        <span>{scheme ?? <span className="text-muted-foreground">scheme not known</span>}</span>
        <span>
          {reasonWords(row.reason)}{" "}
          <span className="font-mono text-xs text-muted-foreground">({row.reason})</span>
        </span>
        {row.amount !== null && row.currency ? (
          <Amount minor={row.amount} currency={row.currency} className="font-medium" />
        ) : null}
        <span className="text-muted-foreground">
          first seen <DateTime iso={row.firstSeenAt} relative />
        </span>
      </div>
      {d.refreshError ? (
        <Callout tone="warning" title="Not read from the platform just now." data-testid="refresh-error">
          {d.refreshError.message}
          {d.refreshError.code ? <span className="ml-1 font-mono text-xs">{d.refreshError.code}</span> : null}
        </Callout>
      ) : null}
      {q.isRefetchError ? (
        <Callout tone="warning" title="Showing what was read earlier: a refresh failed.">
          {q.error.message}
        </Callout>
      ) : null}
      <div className="grid gap-6 @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <DetailSection id="cancellation-answer" title="Answer" level={2}>
            <RespondPanel detail={d} canRespond={canRespond} />
          </DetailSection>
          <DetailSection
            id="cancellation-request"
            title="Request"
            level={2}
            aside={
              d.resourceAt ? (
                <>
                  read from the platform <DateTime iso={d.resourceAt} relative />
                </>
              ) : (
                "from webhooks only"
              )
            }
          >
            {d.resource ? (
              <CancellationFields r={d.resource} />
            ) : (
              <p className="py-2 text-muted-foreground">
                Only what the webhooks said is known: the platform could not be read.
              </p>
            )}
          </DetailSection>
        </div>
        <DetailSection
          id="cancellation-timeline"
          title="Timeline"
          level={2}
          aside="webhooks, reads and answers"
        >
          {d.timeline.length ? (
            <CancellationTimeline items={d.timeline} />
          ) : (
            <p className="py-2 text-muted-foreground">Nothing recorded yet.</p>
          )}
        </DetailSection>
      </div>
      <DetailSection id="cancellation-payment" title="Original payment" level={2}>
        {row.trxId ? (
          <PaymentDetail id={Number(row.trxId)} headingLevel={3} />
        ) : (
          <p className="py-2 text-muted-foreground">The request names no payment.</p>
        )}
      </DetailSection>
    </div>
  );
}
