import { Badge, type BadgeStatus } from "@/components/ui/badge";

// The platform's payment statuses onto the one meaning per colour (components/ui/README.md). Unknown
// statuses (the interface says classifiers may grow) are neutral, shown by their own name.
const MEANING: Record<string, BadgeStatus> = {
  TO_SIGN: "waiting",
  PENDING_CONFIRMATION: "waiting",
  CREATED: "progress",
  SIGNED: "progress",
  ACCEPTED: "progress",
  SENT_TO_CLEAR: "progress",
  COMPLETED: "done",
  CANCELLED: "refused",
  REJECTED: "refused",
  SOME_PROBLEMS: "failed",
};

/** "To sign" and TO_SIGN are the same status: the hard value decides the colour, the name is shown. */
export function paymentStatusMeaning(status: string): BadgeStatus {
  return MEANING[status.toUpperCase().replace(/\s+/g, "_")] ?? "neutral";
}

export function PaymentStatusBadge({ status, name }: { status: string; name?: string | null }) {
  return <Badge status={paymentStatusMeaning(status)}>{name ?? status}</Badge>;
}
