"use client";

import { Badge, type BadgeStatus } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import type { TRelatedCancellation } from "@/lib/schemas/payment-detail";

// Cancellation statuses onto the one meaning per colour (components/ui/README.md). IN_PROGRESS waits for
// our answer; RETURNING/REFUSING are the platform working on it; unknown ones are neutral, by name.
const MEANING: Record<string, BadgeStatus> = {
  CANCELLATION_IN_PROGRESS: "waiting",
  CANCELLATION_CREATED: "progress",
  RETURNING: "progress",
  REFUSING: "progress",
  CANCELLATION_ACCEPTED: "done",
  CANCELLATION_COMPLETED: "done",
  PAYMENT_RETURNED: "done",
  CANCELLATION_REFUSED: "refused",
  CANCELLATION_REJECTED: "refused",
  PROCESSING_FAILED: "failed",
};

/** Cancellation requests that name this payment, newest first (link text only until the Cancellations page). */
export function PaymentCancellations({ rows }: { rows: TRelatedCancellation[] }) {
  return (
    <ul className="flex flex-col" aria-label="Cancellation requests">
      {rows.map((c) => (
        <li
          key={c.id}
          className="grid grid-cols-[auto_1fr_auto] items-center gap-3 border-b py-1.5 text-[13px] last:border-b-0"
          data-testid="cancellation-row"
        >
          <span className="flex flex-col">
            <span className="text-xs text-muted-foreground">Request</span>
            <Mono value={c.id} copyLabel={`Copy cancellation request id ${c.id}`} />
          </span>
          <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <Badge status={MEANING[c.status] ?? "neutral"}>{c.status}</Badge>
            <span>
              {c.direction === "INBOUND" ? "Inbound (another bank asks us)" : "Outbound (we asked)"}
            </span>
            <span>
              reason <span className="font-mono">{c.reason}</span>
            </span>
          </span>
          <span className="flex flex-col items-end">
            <DateTime iso={c.statusAt} />
            <span className="text-xs text-muted-foreground">
              first seen <DateTime iso={c.firstSeenAt} relative />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
