import { DateTime } from "@/components/ui/date-time";
import type { TTimelineEntry } from "@/lib/domain/initiation/draft-timeline";

/** What happened to the draft, oldest first: made, decided, sent, and what the platform answered. */
export function DraftTimeline({ entries }: { entries: readonly TTimelineEntry[] }) {
  return (
    <ol className="flex flex-col gap-1.5" data-testid="draft-timeline">
      {entries.map((e, i) => (
        <li key={`${e.kind}-${e.at}-${i}`} data-kind={e.kind} className="grid grid-cols-[auto_1fr] gap-x-3">
          <span className="text-muted-foreground tabular-nums">
            <DateTime iso={e.at} />
          </span>
          <span>{e.text}</span>
        </li>
      ))}
    </ol>
  );
}
