import { Badge, type BadgeStatus } from "@/components/ui/badge";

// Transfer statuses onto the one meaning per colour (components/ui/README.md): the platform is working
// until COMPLETED (money moved) or REJECTED (it did not). An unknown status is neutral, shown by its name.
const MEANING: Record<string, BadgeStatus> = {
  CREATED: "progress",
  SENT_TO_CLEAR: "progress",
  ACCEPTED: "progress",
  COMPLETED: "done",
  REJECTED: "refused",
};

export const transferStatusMeaning = (status: string): BadgeStatus => MEANING[status] ?? "neutral";

export function TransferStatusBadge({ status }: { status: string }) {
  return (
    <Badge status={transferStatusMeaning(status)} data-testid="transfer-status">
      {status}
    </Badge>
  );
}
