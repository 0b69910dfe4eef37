import "server-only";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { insertDecision, lockDraft, moveDraft } from "@/lib/db/payment-drafts";
import { publishChange } from "@/lib/db/publish-change";
import { needsAcknowledgement, type TDuplicateCheck } from "@/lib/domain/initiation/duplicates";
import { approvalVerdict, requirementMet, type TRequirement } from "@/lib/domain/initiation/policy";
import { AppError } from "@/lib/errors/app-error";
import type { TMaker } from "./create-draft";
import { draftDuplicates } from "./draft-duplicates";
import { notifyDraftDecided } from "./draft-notifications";
import { submitAfterCommit } from "./submit-draft";

// An approver's decision on a draft (docs/initiation.md#separation-of-people). With the draft's row locked,
// the policy's requirement (kept with the draft) says whether this person may approve: never its maker,
// never twice, and holding a required role; the approval that meets the requirement moves the draft to
// submitting, and it is submitted after the commit. Any other person who may approve may reject it, with a
// reason, which closes it. A refused decision is audited as denied, and changes nothing. An approval of a
// draft whose payments look like duplicates (docs/initiation.md#duplicates) must acknowledge them: the check
// runs again here, before the lock (it may ask the platform), so a duplicate made since the page was read
// is caught too.

export type TDecision =
  | { draftId: string; decision: "approve"; acknowledgeDuplicates?: boolean }
  | { draftId: string; decision: "reject"; reason: string };
export type TDecided = { state: "waiting" | "submitting" | "rejected"; approvals: number };

const refusal = (error: AppError, reason: string) => ({ kind: "refused", error, reason }) as const;

export async function decideDraft(d: TDecision, approver: TMaker): Promise<TDecided> {
  const duplicates = d.decision === "approve" ? await draftDuplicates(d.draftId) : null;
  const result = await db.$transaction(async (tx) => {
    const draft = await lockDraft(tx, d.draftId);
    if (!draft) return refusal(new AppError("not_found", "There is no such draft."), "not_found");
    if (draft.state !== "waiting") {
      const message = `This draft is ${draft.state} already: there is nothing to decide.`;
      return refusal(new AppError("conflict", message), "closed");
    }
    const requirement = draft.requirement as TRequirement;
    const approvals = draft.approvals
      .filter((a) => a.decision === "approve")
      .map((a) => ({ userId: a.userId, roles: a.roles as TRole[] }));
    const current = { makerId: draft.makerId, approvals };
    const candidate = { id: approver.user.id, roles: approver.roles };
    const verdict =
      d.decision === "approve"
        ? approvalVerdict(requirement, current, candidate)
        : rejectVerdict(draft.makerId, draft.approvals, candidate.id);
    if (!verdict.ok) return refusal(new AppError("forbidden", verdict.message), verdict.reason);
    if (d.decision === "approve" && needsAcknowledgement(duplicates) && !d.acknowledgeDuplicates) {
      const message = `${duplicateWords(duplicates!)} Check them, then approve again and confirm that this is not a duplicate.`;
      return refusal(new AppError("conflict", message), "duplicates_unacknowledged");
    }

    await insertDecision(tx, {
      draftId: d.draftId,
      user: { ...approver.user, roles: [...approver.roles] },
      decision: d.decision,
      reason: d.decision === "reject" ? d.reason : null,
    });
    let state: TDecided["state"] = "waiting";
    const after = {
      ...current,
      approvals: [...approvals, { userId: candidate.id, roles: [...candidate.roles] }],
    };
    if (d.decision === "reject") {
      await moveDraft(tx, d.draftId, "waiting", "rejected", {
        closedByEmail: approver.user.email,
        rejectedReason: d.reason,
      });
      state = "rejected";
      const why = d.reason.length > 200 ? `${d.reason.slice(0, 199)}…` : d.reason; // the page has it whole
      await notifyDraftDecided(tx, d.draftId, "rejected", `rejected by ${approver.user.email}: ${why}`);
    } else if (requirementMet(requirement, after)) {
      await moveDraft(tx, d.draftId, "waiting", "submitting");
      state = "submitting";
      await notifyDraftDecided(
        tx,
        d.draftId,
        "approved",
        `approved by ${approver.user.email}; it is being submitted.`,
      );
    }
    await recordAudit(
      {
        action: `draft.${d.decision}`,
        outcome: "success",
        actor: approver.user,
        target: `draft:${d.draftId}`,
        requestId: approver.requestId,
        ip: approver.ip,
        detail: {
          state,
          ...(d.decision === "reject" ? { reason: d.reason } : {}),
          ...(duplicates ? duplicateAudit(duplicates, needsAcknowledgement(duplicates)) : {}),
        },
      },
      tx,
    );
    await publishChange(tx, "drafts", d.draftId);
    const count = d.decision === "approve" ? after.approvals.length : approvals.length;
    return { kind: "done", state, approvals: count, single: draft.paymentCount === 1 } as const;
  });
  if (result.kind === "refused") {
    await recordAudit({
      action: `draft.${d.decision}`,
      outcome: "denied",
      actor: approver.user,
      target: `draft:${d.draftId}`,
      requestId: approver.requestId,
      ip: approver.ip,
      detail: {
        reason: result.reason,
        message: result.error.message,
        ...(duplicates
          ? duplicateAudit(duplicates, d.decision === "approve" && !!d.acknowledgeDuplicates)
          : {}),
      },
    });
    throw result.error;
  }
  if (result.state === "submitting") await submitAfterCommit(d.draftId, approver, { wait: result.single });
  return { state: result.state, approvals: result.approvals };
}

function rejectVerdict(makerId: string, decisions: readonly { userId: string }[], candidateId: string) {
  if (candidateId === makerId) {
    return {
      ok: false,
      reason: "maker",
      message: "You made this draft: withdraw it instead of rejecting it.",
    } as const;
  }
  if (decisions.some((a) => a.userId === candidateId)) {
    return {
      ok: false,
      reason: "already_approved",
      message: "You have decided on this draft already.",
    } as const;
  }
  return { ok: true } as const;
}

const duplicateWords = (c: TDuplicateCheck) =>
  c.matches.length === 1
    ? `1 payment in the last ${c.windowDays} days looks like a duplicate of this draft's.`
    : `${c.matches.length} payments in the last ${c.windowDays} days look like duplicates of this draft's.`;

/** What the audit keeps of the check: how many matches, which, whether the platform was asked. */
const duplicateAudit = (c: TDuplicateCheck, acknowledged: boolean) => ({
  duplicates: c.matches.length,
  duplicatesAcknowledged: acknowledged,
  duplicatePlatform: c.platform,
  duplicateMatches: c.matches.slice(0, 10),
});
