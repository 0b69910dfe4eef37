import { TriangleAlert } from "lucide-react";
import { DateTime } from "@/components/ui/date-time";
import { cn } from "@/lib/utils/cn";
import { formatRemaining, URGENT_MS } from "./countdown";

type TProps = {
  /** Milliseconds left by the server's clock; null before the browser's clock runs (server render). */
  remaining: number | null;
  /** Only a payment nobody has answered counts down; the others show how fast they were answered. */
  counting: boolean;
  latencyMs: number | null;
  /** Nobody's answer was taken in time: the platform decided. */
  fallback: boolean;
  /** The window's end, shown with its zone as every queue shows its deadline (docs/deadlines.md). */
  deadlineAt?: string;
};

/**
 * Time left to answer, in tenths of a second. Under 2 s it turns urgent in colour, weight and an icon
 * (not colour alone). A timer role is not announced on each tick, which would drown a screen reader.
 */
export function CountdownCell({ remaining, counting, latencyMs, fallback, deadlineAt }: TProps) {
  if (!counting) {
    return (
      <span className="text-xs text-muted-foreground tabular-nums">
        {latencyMs !== null ? `answered in ${latencyMs} ms` : fallback ? "no answer in time" : "—"}
      </span>
    );
  }
  if (remaining === null) return <span className="text-muted-foreground">…</span>;
  const urgent = remaining > 0 && remaining < URGENT_MS;
  const due = deadlineAt ? (
    <span className="block text-xs font-normal text-muted-foreground">
      due <DateTime iso={deadlineAt} />
    </span>
  ) : null;
  return (
    <span className="inline-flex flex-col items-end">
      <span
        role="timer"
        data-testid="countdown"
        data-urgent={urgent || undefined}
        className={cn(
          "inline-flex items-center gap-1 font-mono tabular-nums",
          urgent && "font-semibold text-failed-fg",
          remaining <= 0 && "text-muted-foreground",
        )}
      >
        {urgent ? <TriangleAlert aria-hidden className="size-3.5" /> : null}
        {formatRemaining(remaining)}
        {urgent ? <span className="sr-only"> left, hurry</span> : null}
      </span>
      {due}
    </span>
  );
}
