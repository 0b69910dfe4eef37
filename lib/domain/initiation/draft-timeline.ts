import type { TDraftDecisionView, TDraftPaymentState, TDraftState } from "./draft-view";

// Client-safe. A draft's timeline for its page (docs/initiation.md#drafts): made, each decision, withdrawn,
// the approval that met the policy (submitting), each payment's last submission attempt and its outcome
// with the platform's status, and submitted. Built from what the draft and its payments keep, oldest first.

export type TTimelineKind =
  "made" | "approved" | "rejected" | "withdrawn" | "submitting" | "sent" | "outcome" | "submitted";
export type TTimelineEntry = { at: string; kind: TTimelineKind; text: string };

/** One payment's submission as draft_payments keeps it (the last attempt's times). */
export type TSubmissionFacts = {
  line: number;
  state: TDraftPaymentState;
  attempts: number;
  sentAt: string | null;
  finishedAt: string | null;
  platformId: number | null;
  platformStatus: string | null;
  message: string | null;
};

export type TTimelineFacts = {
  state: TDraftState;
  makerEmail: string;
  createdAt: string;
  closedAt: string | null;
  closedByEmail: string | null;
  submittedAt: string | null;
  decisions: readonly TDraftDecisionView[];
  /** A single draft's payment; a batch's rows are on its table, not here. */
  submissions: readonly TSubmissionFacts[];
};

function outcomeText(s: TSubmissionFacts): string {
  if (s.state === "created") {
    const status = s.platformStatus ? ` (status ${s.platformStatus})` : "";
    return `Created at the platform as payment ${s.platformId ?? "?"}${status}`;
  }
  if (s.state === "refused") return `Refused by the platform${s.message ? `: ${s.message}` : ""}`;
  return `Outcome not known yet${s.message ? `: ${s.message}` : ""}`;
}

export function draftTimeline(d: TTimelineFacts): TTimelineEntry[] {
  const out: TTimelineEntry[] = [{ at: d.createdAt, kind: "made", text: `Made by ${d.makerEmail}` }];
  for (const x of d.decisions) {
    out.push(
      x.decision === "approve"
        ? { at: x.at, kind: "approved", text: `Approved by ${x.userEmail}` }
        : { at: x.at, kind: "rejected", text: `Rejected by ${x.userEmail}: ${x.reason ?? ""}`.trim() },
    );
  }
  if (d.state === "withdrawn" && d.closedAt) {
    out.push({ at: d.closedAt, kind: "withdrawn", text: `Withdrawn by ${d.closedByEmail ?? d.makerEmail}` });
  }
  if (d.state === "submitting" || d.state === "submitted") {
    // The approval that met the policy moved the draft on; with none needed, its making did.
    const last = d.decisions.filter((x) => x.decision === "approve").at(-1);
    out.push({
      at: last?.at ?? d.createdAt,
      kind: "submitting",
      text: "The policy is met: being sent to the platform",
    });
  }
  for (const s of d.submissions) {
    if (s.sentAt) {
      const n = s.attempts > 1 ? ` (attempt ${s.attempts})` : "";
      out.push({ at: s.sentAt, kind: "sent", text: `Sent to the platform${n}` });
    }
    if (s.finishedAt && s.state !== "sending" && s.state !== "pending") {
      out.push({ at: s.finishedAt, kind: "outcome", text: outcomeText(s) });
    }
  }
  if (d.submittedAt)
    out.push({ at: d.submittedAt, kind: "submitted", text: "Every payment has its outcome" });
  // Stable: entries at the same instant keep the order above (made before decided before sent).
  return out
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at.localeCompare(b.e.at) || a.i - b.i)
    .map((x) => x.e);
}
