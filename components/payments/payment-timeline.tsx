"use client";

import { DateTime } from "@/components/ui/date-time";
import type { TTimelineEntry } from "@/lib/domain/payments/detail";
import { PaymentStatusBadge } from "./payment-status-badge";

/**
 * The statuses the platform notified for this payment, oldest first, each at the time the platform says
 * it changed (the webhook's updated_at), with the delivery that told us. Only what webhooks said: a status
 * the platform never notified (or one from before the webhook URL was set) is not here.
 */
export function PaymentTimeline({ entries }: { entries: TTimelineEntry[] }) {
  return (
    <ol className="flex flex-col" aria-label="Status changes, oldest first">
      {entries.map((e, i) => (
        <li
          key={`${e.status}-${e.at}-${e.deliveryId}`}
          className="relative grid grid-cols-[auto_1fr_auto] items-center gap-3 border-b py-1.5 text-[13px] last:border-b-0"
          data-testid="timeline-entry"
        >
          <span aria-hidden className="w-5 text-right text-xs tabular-nums text-muted-foreground">
            {i + 1}
          </span>
          <span className="flex min-w-0 items-center gap-2">
            <PaymentStatusBadge status={e.status} />
          </span>
          <span className="flex flex-col items-end">
            <DateTime iso={e.at} />
            <span className="text-xs text-muted-foreground">delivery {e.deliveryId}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
