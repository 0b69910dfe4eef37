import "server-only";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { draftPaymentStates, draftPaymentsPage, draftSubmissions, findDraft } from "@/lib/db/draft-detail";
import type { DraftPayment } from "@/lib/db/generated/client";
import type {
  TDraftPaymentRow,
  TDraftPaymentState,
  TDraftRowsQuery,
  TDraftState,
  TDraftView,
} from "@/lib/domain/initiation/draft-view";
import { draftTimeline } from "@/lib/domain/initiation/draft-timeline";
import { countedApprovals, type TRequirement } from "@/lib/domain/initiation/policy";
import type { TPaymentSubmission } from "@/lib/domain/initiation/submission";
import { draftDuplicates } from "./draft-duplicates";
import { draftAudit } from "./draft-history";

// One draft for its page and GET /api/drafts/{id} (docs/initiation.md#drafts). The payment is shown as it
// is kept (the submission, its debtor already resolved), so approvers see exactly what will be sent. The
// progress counts only the approvals the policy accepts (countedApprovals), as the decision itself does.

const rowOf = (p: DraftPayment): TDraftPaymentRow => {
  const sent = p.payment as Partial<TPaymentSubmission> | null;
  return {
    line: p.line,
    creditorName: sent?.creditor?.name ?? "",
    creditorIban: p.creditorIban,
    amountMinor: Number(p.amount),
    currency: p.currency,
    endToEndId: p.endToEndId,
    state: p.state as TDraftPaymentState,
    platformId: p.platformId === null ? null : Number(p.platformId),
    platformStatus: p.platformStatus,
    message: p.message,
    providerCode: p.providerCode,
  };
};

export async function getDraft(
  id: string,
  viewer: { id: string; roles?: readonly TRole[] },
  rows: TDraftRowsQuery,
): Promise<TDraftView | null> {
  const draft = await findDraft(id);
  if (!draft) return null;
  const single = draft.kind === "single";
  const [states, page, duplicates, submissions, audit] = await Promise.all([
    draftPaymentStates(id),
    single ? draftPaymentsPage(id, 0, 1) : draftPaymentsPage(id, rows.offset, rows.limit),
    // Only while someone may still approve it: the check may ask the platform.
    draft.state === "waiting" ? draftDuplicates(id) : null,
    // A batch's submissions are its rows' table: the timeline names the single payment's only.
    single ? draftSubmissions(id, 1) : [],
    draftAudit(id, viewer.roles),
  ]);
  const requirement = draft.requirement as TRequirement;
  const approvals = draft.approvals.map((a) => ({ userId: a.userId, roles: a.roles as TRole[] }));
  const own = draft.approvals.find((a) => a.userId === viewer.id);
  const first = page[0];
  const decisions = draft.approvals.map((a) => ({
    userEmail: a.userEmail,
    decision: a.decision === "reject" ? ("reject" as const) : ("approve" as const),
    reason: a.reason,
    at: a.at.toISOString(),
  }));
  return {
    id: draft.id,
    kind: single ? "single" : "batch",
    state: draft.state as TDraftState,
    makerEmail: draft.makerEmail,
    createdAt: draft.createdAt.toISOString(),
    closedAt: draft.closedAt?.toISOString() ?? null,
    closedByEmail: draft.closedByEmail,
    rejectedReason: draft.rejectedReason,
    submittedAt: draft.submittedAt?.toISOString() ?? null,
    fileName: draft.fileName,
    requirement,
    approvals: countedApprovals(requirement, {
      makerId: draft.makerId,
      approvals: approvals.filter((_, i) => draft.approvals[i]!.decision === "approve"),
    }),
    decisions,
    paymentCount: draft.paymentCount,
    totals: draft.totals as Record<string, string>,
    states,
    payment: single && first ? { ...(first.payment as TPaymentSubmission), row: rowOf(first) } : null,
    rows: single
      ? null
      : { items: page.map(rowOf), offset: rows.offset, limit: rows.limit, total: draft.paymentCount },
    duplicates,
    timeline: draftTimeline({
      state: draft.state as TDraftState,
      makerEmail: draft.makerEmail,
      createdAt: draft.createdAt.toISOString(),
      closedAt: draft.closedAt?.toISOString() ?? null,
      closedByEmail: draft.closedByEmail,
      submittedAt: draft.submittedAt?.toISOString() ?? null,
      decisions,
      submissions: submissions.map((s) => ({
        line: s.line,
        state: s.state as TDraftPaymentState,
        attempts: s.attempts,
        sentAt: s.sentAt?.toISOString() ?? null,
        finishedAt: s.finishedAt?.toISOString() ?? null,
        platformId: s.platformId === null ? null : Number(s.platformId),
        platformStatus: s.platformStatus,
        message: s.message,
      })),
    }),
    audit,
    viewer: {
      isMaker: draft.makerId === viewer.id,
      decision: own ? (own.decision === "reject" ? "reject" : "approve") : null,
    },
  };
}
