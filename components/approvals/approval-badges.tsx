import { Badge, type BadgeStatus } from "@/components/ui/badge";
import type { TApprovalOutcomeKind, TApprovalState } from "@/lib/domain/approvals/approvals";

// Countersign's own approval states onto the one meaning per colour (components/ui/README.md). These are
// Countersign's words, not a platform status: the platform's status is shown by PaymentStatusBadge.

const STATE: Record<TApprovalState, { status: BadgeStatus; text: string }> = {
  pending: { status: "progress", text: "Being approved" },
  approved: { status: "done", text: "Approved" },
  refused: { status: "refused", text: "Refused" },
  unknown: { status: "failed", text: "No answer" },
};

const OUTCOME: Record<TApprovalOutcomeKind, { status: BadgeStatus; text: string }> = {
  approved: { status: "done", text: "Approved" },
  refused: { status: "refused", text: "Refused" },
  unknown: { status: "failed", text: "No answer" },
  in_progress: { status: "progress", text: "Being approved elsewhere" },
};

export function ApprovalStateBadge({ state }: { state: TApprovalState }) {
  const { status, text } = STATE[state];
  return <Badge status={status}>{text}</Badge>;
}

export function OutcomeBadge({ outcome }: { outcome: TApprovalOutcomeKind }) {
  const { status, text } = OUTCOME[outcome];
  return <Badge status={status}>{text}</Badge>;
}
