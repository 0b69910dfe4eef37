import { Badge, type BadgeStatus } from "@/components/ui/badge";
import { STATUS_WORDS, type TOrderStatus } from "@/lib/domain/restriction-orders/restriction-orders";

// Order statuses onto the one meaning per colour (components/ui/README.md): an UNPROCESSED order waits for
// compliance; CONFIRMED is settled; REJECTED is a person's refusal.
const MEANING: Record<TOrderStatus, BadgeStatus> = {
  UNPROCESSED: "waiting",
  CONFIRMED: "done",
  REJECTED: "refused",
};

export function OrderStatusBadge({ status, words = false }: { status: TOrderStatus; words?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2" data-testid="order-status" data-status={status}>
      <Badge status={MEANING[status] ?? "neutral"} title={words ? undefined : STATUS_WORDS[status]}>
        {status}
      </Badge>
      {words ? <span className="text-muted-foreground">{STATUS_WORDS[status]}</span> : null}
    </span>
  );
}
