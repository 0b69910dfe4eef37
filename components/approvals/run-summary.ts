import type { TApprovalOutcome } from "@/lib/domain/approvals/approvals";
import type { ToastInput } from "@/components/ui/toast";

const payments = (n: number) => `${n} payment${n === 1 ? "" : "s"}`;

/** The toast after an approval run: how many were approved, and what became of the rest. */
export function runSummary(outcomes: readonly TApprovalOutcome[]): ToastInput {
  const count = (kind: TApprovalOutcome["outcome"]) => outcomes.filter((o) => o.outcome === kind).length;
  const approved = count("approved");
  const rest = outcomes.length - approved;
  if (rest === 0) {
    return {
      tone: "success",
      title: outcomes.length === 1 ? "Payment approved" : `${payments(approved)} approved`,
      description: outcomes.length === 1 ? outcomes[0]!.message : "Each row below shows its signature.",
    };
  }
  const parts = [
    count("refused") && `${count("refused")} refused by the platform`,
    count("unknown") && `${count("unknown")} without an answer`,
    count("in_progress") && `${count("in_progress")} being approved elsewhere`,
  ].filter(Boolean);
  return {
    tone: approved ? "warning" : "error",
    title: approved
      ? `${payments(approved)} approved, ${rest} not`
      : outcomes.length === 1
        ? "The payment was not approved"
        : `None of the ${payments(outcomes.length)} was approved`,
    description:
      outcomes.length === 1
        ? outcomes[0]!.message
        : `${parts.join(", ")}. Each row below says why and what to do.`,
  };
}
