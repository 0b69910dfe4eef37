import { Badge } from "@/components/ui/badge";
import {
  DRAFT_PAYMENT_STATE,
  DRAFT_STATE,
  type TDraftPaymentState,
  type TDraftState,
} from "@/lib/domain/initiation/draft-view";

export function DraftStateBadge({ state }: { state: TDraftState }) {
  return (
    <Badge status={DRAFT_STATE[state].status} data-testid="draft-state" data-state={state}>
      {DRAFT_STATE[state].words}
    </Badge>
  );
}

export function DraftPaymentStateBadge({ state }: { state: TDraftPaymentState }) {
  return (
    <Badge status={DRAFT_PAYMENT_STATE[state].status} data-state={state}>
      {DRAFT_PAYMENT_STATE[state].words}
    </Badge>
  );
}
