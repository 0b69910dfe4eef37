"use client";

import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { useTicker } from "@/components/instant/use-ticker";
import { deadlineState, formatTimeLeft, type TDeadline } from "@/lib/domain/deadlines/deadlines";

/**
 * A queue item's deadline (its instant, with the zone) and the time left, counting down each second. Only
 * this cell listens to the page's one-second clock, so the table around it does not re-render as it
 * ticks. At risk (the last quarter) and overdue carry a word and an icon, not colour alone.
 */
export function DeadlineCell({ deadline }: { deadline: TDeadline | null }) {
  const now = useTicker(deadline ? false : null);
  if (!deadline) return <span className="text-muted-foreground">—</span>;
  const state = now === null ? null : deadlineState(deadline, now);
  return (
    <span className="flex flex-col gap-0.5" data-testid="deadline" data-state={state ?? undefined}>
      <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5 tabular-nums">
        <RiskMark state={state} />
        <span className="whitespace-nowrap">
          {now === null ? "…" : formatTimeLeft(Date.parse(deadline.deadlineAt) - now)}
        </span>
      </span>
      <span className="text-xs text-muted-foreground">
        due <DateTime iso={deadline.deadlineAt} />
      </span>
    </span>
  );
}

export function RiskMark({ state }: { state: ReturnType<typeof deadlineState> | null }) {
  if (state === "overdue")
    return (
      <Badge status="failed" data-testid="at-risk-mark">
        Overdue
      </Badge>
    );
  if (state === "at_risk")
    return (
      <Badge status="waiting" data-testid="at-risk-mark">
        At risk
      </Badge>
    );
  return null;
}
