import { Badge } from "@/components/ui/badge";
import type { TConfirmationPhase, TConfirmationRow } from "@/lib/domain/instant/confirmations";
import { attemptsText, attemptsWorthShowing } from "./attempts-text";
import { decisionText, phaseView, sourceText } from "./wording";

type TProps = {
  row: TConfirmationRow;
  /** The phase as this browser sees it: a waiting row whose countdown ran out reads as expired. */
  phase: TConfirmationPhase;
};

/**
 * Where the payment stands: a badge (the phase in words, or the platform's own status once settled) and
 * beneath it who decided and what, how the answer's tries went (when more than one, or none got a verdict),
 * a refused answer's sentence, and "platform fallback" when nobody did.
 */
export function PhaseCell({ row, phase }: TProps) {
  const view = phaseView({ ...row, phase });
  const decided = phase === "settled" || phase === "refused" ? sourceText(row) : null;
  const decision = phase === "settled" || phase === "refused" ? decisionText(row) : null;
  const reason = phase === "answered" && row.decision === "REJECT" ? decisionText(row) : null;
  return (
    <div className="flex min-w-0 flex-col gap-0.5 py-1" data-testid="phase">
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge status={view.status}>{view.text}</Badge>
        {row.fallback && phase === "settled" ? <Badge status="neutral">platform fallback</Badge> : null}
      </span>
      {reason ? <span className="text-xs text-muted-foreground">{reason}</span> : null}
      {decided && !row.fallback ? (
        <span className="text-xs text-muted-foreground" data-testid="decided-by">
          {decision ? `${decision}, ` : ""}by {decided}
        </span>
      ) : null}
      {attemptsWorthShowing(row.answerAttempts) ? (
        <span className="text-xs whitespace-normal text-muted-foreground" data-testid="answer-attempts">
          {attemptsText(row.answerAttempts)}
        </span>
      ) : null}
      {row.answerState === "refused" && row.answerMessage ? (
        <span className="text-xs whitespace-normal text-failed-fg" data-testid="answer-message">
          {row.answerMessage}
          {row.answerCode ? (
            <span className="ml-1 font-mono text-muted-foreground">{row.answerCode}</span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
