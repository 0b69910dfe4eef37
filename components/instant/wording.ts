import type { BadgeStatus } from "@/components/ui/badge";
import { INSTANT_REJECT_REASONS, type TConfirmationRow } from "@/lib/domain/instant/confirmations";

// Client-safe words for a confirmation row: who decided, what was answered, where the payment stands. One
// meaning per colour (components/ui/README.md): waiting for us, in progress at the platform, done (money
// taken in), refused (a person, rule or platform said no), failed (our answer did not get through).

/** A reject reason in words; a code the list does not know (AB05 of the fallback) is shown as itself. */
export function reasonWords(code: string | null): string | null {
  if (!code) return null;
  return (
    (INSTANT_REJECT_REASONS as Record<string, string>)[code] ??
    (code === "AB05" ? "Timeout at the creditor agent" : code)
  );
}

/** Who decided: "rule NAME v3", "user EMAIL", "platform fallback", or null when nobody has yet. */
export function sourceText(row: TConfirmationRow): string | null {
  if (row.decisionSource === "rule")
    return `rule ${row.decidedBy ?? row.ruleName ?? "?"}${row.rulesVersion ? ` v${row.rulesVersion}` : ""}`;
  if (row.decisionSource === "user") return `user ${row.decidedBy ?? "?"}`;
  if (row.fallback) return "platform fallback";
  return null;
}

/** The platform's final status onto a meaning: Accepted/Completed took the money in, Rejected did not. */
export function outcomeStatus(status: string): BadgeStatus {
  if (status === "Accepted" || status === "Completed") return "done";
  if (status === "Rejected") return "refused";
  return "neutral";
}

export type TPhaseView = { status: BadgeStatus; text: string };

/** The row's badge: the phase in words, naming the decider once there is one. */
export function phaseView(row: TConfirmationRow): TPhaseView {
  const by = row.decisionSource
    ? ` by ${row.decisionSource === "rule" ? "rule " : ""}${row.decidedBy ?? "?"}`
    : "";
  const verb = row.decision === "REJECT" ? "Rejecting" : "Accepting";
  switch (row.phase) {
    case "waiting":
      return { status: "waiting", text: "Waiting" };
    case "answering":
      return { status: "progress", text: `${verb}${by}` };
    case "answered":
      return {
        status: row.decision === "REJECT" ? "refused" : "done",
        text: `${row.decision === "REJECT" ? "Rejected" : "Accepted"}${by}`,
      };
    case "refused":
      return { status: "failed", text: "Answer refused by the platform" };
    case "expired":
      return { status: "progress", text: "Expired: the platform decides" };
    case "settled":
      return { status: outcomeStatus(row.outcomeStatus ?? ""), text: row.outcomeStatus ?? "Settled" };
  }
}

/** What was answered, in words: "Accept", "Reject: Account closed". */
export function decisionText(row: Pick<TConfirmationRow, "decision" | "reasonCode">): string | null {
  if (row.decision === "ACCEPT") return "Accept";
  if (row.decision === "REJECT") return `Reject: ${reasonWords(row.reasonCode) ?? "no reason"}`;
  return null;
}

/** Whether a person may still answer: nobody has, and the (corrected) deadline has not passed. */
export function isAnswerable(row: TConfirmationRow, remainingMs: number): boolean {
  return row.phase === "waiting" && remainingMs > 0;
}
