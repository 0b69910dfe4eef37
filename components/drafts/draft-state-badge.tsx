import { Badge, type BadgeStatus } from "@/components/ui/badge";
import type { TDraftListState } from "@/lib/domain/initiation/drafts-list";
import { DRAFT_STATE_WORDS } from "@/lib/domain/initiation/draft-state-words";

// A draft's state onto the one meaning per colour (components/ui/README.md): waiting for a person, being
// sent, sent, said no to by a person; a withdrawn draft is simply closed.
const MEANING: Record<TDraftListState, BadgeStatus> = {
  waiting: "waiting",
  submitting: "progress",
  submitted: "done",
  rejected: "refused",
  withdrawn: "neutral",
};

export function DraftStateBadge({ state }: { state: TDraftListState }) {
  return (
    <Badge status={MEANING[state] ?? "neutral"} data-testid="draft-state" data-state={state}>
      {DRAFT_STATE_WORDS[state] ?? state}
    </Badge>
  );
}
