"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { CheckCheck } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { TApprovalQueue } from "@/lib/domain/approvals/approvals";
import { PaymentNotices } from "@/components/payments/payment-notices";
import { QueueTable } from "./queue-table";
import { ReadError } from "@/lib/read-json";

type TProps = { queue: UseQueryResult<TApprovalQueue> } & ComponentProps<typeof QueueTable>;

/** The queue in each of its states: loading, failed, empty (and what would fill it), or the rows. */
export function QueueList({ queue, ...table }: TProps) {
  const retry = (
    <Button variant="secondary" onClick={() => void queue.refetch()}>
      Retry
    </Button>
  );
  const err = queue.error instanceof ReadError ? queue.error : null;
  if (queue.isPending) return <SkeletonRows rows={10} label="Loading payments waiting for approval" />;
  if (queue.isError && !queue.data) {
    return (
      <ErrorState
        title="Couldn't load the payments waiting for approval."
        description={queue.error.message}
        code={err?.code ?? undefined}
        requestId={err?.requestId ?? undefined}
        action={retry}
      />
    );
  }
  const { rows, capped, cap } = queue.data;
  return (
    <>
      {queue.isRefetchError ? (
        <Callout tone="error" action={retry}>
          Couldn&apos;t refresh the queue: {queue.error.message} The rows shown may be out of date.
        </Callout>
      ) : null}
      <PaymentNotices notices={queue.data.notices} where="queue" />
      {capped ? (
        <Callout tone="warning" data-testid="queue-capped">
          More payments wait than the queue reads at once: these are the newest {cap.toLocaleString()}.
          Approve some to bring older ones in, or find them on the Payments page (status To sign).
        </Callout>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState
          icon={CheckCheck}
          title="Nothing waits for approval"
          description="Outbound SEPA, SEPA Instant and SWIFT payments above the tenant's signing threshold wait here in TO_SIGN until approved. New ones appear as the platform reports them."
        />
      ) : (
        <QueueTable {...table} rows={table.rows} />
      )}
    </>
  );
}
