import { Badge, type BadgeStatus } from "@/components/ui/badge";
import { statusWords } from "@/lib/domain/cancellations/words";

// Cancellation statuses onto the one meaning per colour (components/ui/README.md). IN_PROGRESS waits for
// our answer; CREATED, RETURNING and REFUSING are the platform (or the other bank) working on it; unknown
// ones are neutral, by name.
export const STATUS_MEANING: Record<string, BadgeStatus> = {
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

/** The platform's status name in the badge, its meaning in words beside it (or only as a title when dense). */
export function CancellationStatusBadge({ status, words = true }: { status: string; words?: boolean }) {
  return (
    <span
      className="inline-flex min-w-0 items-center gap-2"
      data-testid="cancellation-status"
      data-status={status}
    >
      <Badge status={STATUS_MEANING[status] ?? "neutral"} title={words ? undefined : statusWords(status)}>
        {status}
      </Badge>
      {words ? <span className="truncate text-muted-foreground">{statusWords(status)}</span> : null}
    </span>
  );
}
