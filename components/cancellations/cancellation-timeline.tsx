"use client";

import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { TTimelineItem } from "@/lib/domain/cancellations/cancellations";
import { CancellationStatusBadge } from "./cancellation-badges";

const SOURCE_WORDS: Record<TTimelineItem["source"], string> = {
  webhook: "webhook",
  poll: "read from the platform",
  lookup: "looked up",
  answer: "our answer",
};
const OUTCOME: Record<string, { words: string; meaning: "done" | "refused" | "waiting" }> = {
  sent: { words: "answer sent", meaning: "done" },
  refused: { words: "answer refused by the platform", meaning: "refused" },
  unknown: { words: "answer unconfirmed", meaning: "waiting" },
};

/**
 * Everything that happened to the request, oldest first: statuses the platform's webhooks told, statuses
 * Countersign read itself (the platform pushes none for RETURNING, REFUSING and their finals), and every
 * answer attempt of ours with its outcome.
 */
export function CancellationTimeline({ items }: { items: TTimelineItem[] }) {
  return (
    <ol className="flex flex-col" aria-label="Timeline, oldest first">
      {items.map((e, i) => (
        <li
          key={`${e.source}-${e.status}-${e.at}`}
          className="grid grid-cols-[auto_1fr_auto] items-start gap-3 border-b py-1.5 text-[13px] last:border-b-0"
          data-testid="timeline-entry"
          data-source={e.source}
          data-status={e.status}
        >
          <span aria-hidden className="w-5 text-right text-xs tabular-nums text-muted-foreground">
            {i + 1}
          </span>
          <span className="flex min-w-0 flex-col gap-1">
            {e.answer ? (
              <>
                <span className="flex flex-wrap items-center gap-2">
                  <Badge status={OUTCOME[e.answer.outcome]?.meaning ?? "neutral"}>
                    {OUTCOME[e.answer.outcome]?.words ?? e.answer.outcome}
                  </Badge>
                  {e.answer.outcome === "sent" ? (
                    <CancellationStatusBadge status={e.status} words={false} />
                  ) : null}
                  <span className="text-muted-foreground">by {e.answer.by}</span>
                  {e.answer.providerCode ? (
                    <span className="font-mono text-xs">{e.answer.providerCode}</span>
                  ) : null}
                </span>
                {e.answer.summary ? <span>{e.answer.summary}</span> : null}
                <span className="text-muted-foreground">{e.answer.message}</span>
              </>
            ) : (
              <CancellationStatusBadge status={e.status} />
            )}
          </span>
          <span className="flex flex-col items-end">
            <DateTime iso={e.at} />
            <span className="text-xs text-muted-foreground">
              {SOURCE_WORDS[e.source]}
              {e.deliveryId ? ` ${e.deliveryId}` : ""}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
