"use client";

import Link from "next/link";
import { CancellationStatusBadge } from "@/components/cancellations/cancellation-badges";
import { DateTime } from "@/components/ui/date-time";
import { reasonWords } from "@/lib/domain/cancellations/words";
import type { TRelatedCancellation } from "@/lib/domain/payments/detail";

/** Cancellation requests that name this payment, newest first, each linked to its page in the inbox. */
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
            <Link
              href={`/cancellations/${c.id}`}
              className="font-mono text-accent underline underline-offset-4"
              aria-label={`Cancellation request ${c.id}`}
            >
              {c.id}
            </Link>
          </span>
          <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <CancellationStatusBadge status={c.status} words={false} />
            <span>
              {c.direction === "INBOUND" ? "Inbound (another bank asks us)" : "Outbound (we asked)"}
            </span>
            <span>
              {reasonWords(c.reason)}{" "}
              <span className="font-mono text-xs text-muted-foreground">({c.reason})</span>
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
