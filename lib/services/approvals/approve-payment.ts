import "server-only";
import { recordAudit, type TAuditInput } from "@/lib/db/audit";
import { claimApproval, finishApproval, resultOf, type TFinish } from "@/lib/db/payment-approvals";
import { draftPeopleOf } from "@/lib/db/payment-drafts";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import type { TApprovalOutcome } from "@/lib/domain/approvals/approvals";
import type { TActor } from "../actor";
import { platform } from "../platform/registry";
import {
  approvalWording,
  approvedWording,
  inProgressWording,
  isToSign,
  notWaitingWording,
  UNCHECKED_MESSAGE,
} from "./approval-wording";

export type TApproveItem = { trxId: number; intentId: string };

/**
 * Approves one payment once, however often it is asked: the payment_approvals row is claimed atomically
 * before the platform is called, so a double click, two tabs, two users or a retry after a timeout make at
 * most one platform approval at a time, and none after one succeeded. Every attempt is audited, replays
 * included: the claim writes an 'attempted' row before the call, and the outcome row names it; every recorded outcome is announced on the "approvals" topic so other tabs refresh (in the
 * statement that records it: lib/db/payment-approvals.ts finishApproval).
 */
export async function approvePayment(item: TApproveItem, actor: TActor): Promise<TApprovalOutcome> {
  const { trxId, intentId } = item;
  const ownDraft = await refusedToDraftPeople(item, actor);
  if (ownDraft) return ownDraft;
  const claim = await claimApproval({
    trxId,
    intentId,
    user: actor.user,
    staleAfterMs: 2 * platform().timeoutMs,
    attempt: {
      action: "payment.approve",
      actor: actor.user,
      target: `payment:${trxId}`,
      requestId: actor.requestId,
      ip: actor.ip,
      detail: { intentId },
    },
  });

  if (!claim.claimed) {
    const { row } = claim;
    const sameIntent = row.intentId === intentId;
    const outcome: TApprovalOutcome =
      row.state === "approved"
        ? {
            trxId,
            outcome: "approved",
            replay: true,
            result: resultOf(row),
            message: sameIntent
              ? (row.message ?? "Approved.")
              : `Already approved through Countersign by ${row.userEmail}. Nothing more to do.`,
            providerCode: null,
            providerStatus: null,
          }
        : {
            trxId,
            outcome: "in_progress",
            replay: true,
            result: null,
            message: inProgressWording(row.userEmail, sameIntent),
            providerCode: null,
            providerStatus: null,
          };
    await recordAudit(auditOf(actor, intentId, outcome, { platformCalled: false, attempt: row.attempts }));
    return outcome;
  }

  const unanswered = claim.previous === "unknown";
  // PATCH …:approve has no stated idempotency: after an attempt that got no answer, read the payment first
  // and approve again only while it still waits in TO_SIGN (docs/platform.md).
  const checked = unanswered ? await checkBeforeAgain(trxId) : null;
  const finish = checked ?? (await callPlatform(trxId, unanswered, actor));
  const outcome: TApprovalOutcome = {
    trxId,
    outcome: finish.state,
    replay: false,
    result: finish.result,
    message: finish.message,
    providerCode: finish.providerCode,
    providerStatus: finish.providerStatus,
  };
  const audit = {
    ...auditOf(actor, intentId, outcome, { platformCalled: !checked, attempt: claim.attempts }),
    attemptId: claim.attemptId,
  };
  const { updated } = await finishApproval(trxId, claim.attempts, finish, audit);
  if (!updated) {
    // This attempt outlived the stale limit and another request took the payment over; its own record
    // stands. What this call learned is still true, so it is reported and audited.
    logger.warn({ trxId, attempt: claim.attempts }, "approval finished after its claim was taken over");
  }
  return outcome;
}

/** The payment's status name as the gateway lists it now ("Signed"), or null when it has no such payment. */
async function statusOf(trxId: number): Promise<string | null> {
  const found = await platform().gateway.getTransaction(trxId);
  // The search's id filter is a parameter name the interface does not show: a platform that ignores it
  // lists other payments, so only a row with this id counts.
  if (!found || found.payment.id !== trxId) return null;
  return found.payment.statusName ?? found.payment.status;
}

/** Null when the payment still waits in TO_SIGN (approve it); otherwise the outcome, without a call. */
async function checkBeforeAgain(trxId: number): Promise<TFinish | null> {
  const none = { result: null, providerStatus: null, providerCode: null };
  let status: string | null;
  try {
    status = await statusOf(trxId);
  } catch (err) {
    logger.warn({ err, trxId }, "reading a payment to check an unanswered approval failed");
    status = null;
  }
  // Not read, or not found: still unknown, so the next attempt checks again before anything is sent.
  if (status === null) return { ...none, state: "unknown", message: UNCHECKED_MESSAGE };
  if (isToSign(status)) return null;
  return { ...none, ...notWaitingWording({ currentStatus: status, earlierAttemptUnanswered: true }) };
}

async function callPlatform(
  trxId: number,
  earlierAttemptUnanswered: boolean,
  actor: TActor,
): Promise<TFinish> {
  try {
    const result = await platform().gateway.approveTransaction(trxId);
    return {
      state: "approved",
      result,
      providerStatus: 200,
      providerCode: null,
      message: approvedWording(result),
    };
  } catch (err) {
    if (!isProviderError(err)) {
      // A fault of ours (not the platform's answer): whether the call went out is not known.
      logger.error({ err, trxId, requestId: actor.requestId }, "approval failed unexpectedly");
      return {
        state: "unknown",
        result: null,
        providerStatus: null,
        providerCode: null,
        message: `Something went wrong on our side, so it is not known whether the payment was approved. Approve it again: Countersign checks first and never approves twice. Reference: ${actor.requestId ?? "unavailable"}.`,
      };
    }
    // Not in TO_SIGN: where it went decides the words (and whether an unanswered attempt went through).
    const currentStatus =
      err.code === "ILLEGAL_TRANSACTION_STATUS" ? await statusOf(trxId).catch(() => null) : null;
    const wording = approvalWording(err, { currentStatus, earlierAttemptUnanswered });
    logger.info({ trxId, code: err.code, kind: err.kind, status: err.status }, "approval not completed");
    return {
      state: wording.state,
      result: null,
      providerStatus: err.status,
      providerCode: err.code ?? null,
      message: wording.message,
    };
  }
}

function auditOf(
  actor: TActor,
  intentId: string,
  o: TApprovalOutcome,
  extra: { platformCalled: boolean; attempt: number },
): TAuditInput {
  return {
    action: "payment.approve",
    outcome: o.outcome === "approved" ? "success" : "failure",
    actor: actor.user,
    target: `payment:${o.trxId}`,
    requestId: actor.requestId,
    ip: actor.ip,
    providerStatus: o.providerStatus,
    providerCode: o.providerCode,
    detail: {
      intentId,
      result: o.outcome,
      replay: o.replay,
      platformCalled: extra.platformCalled,
      attempt: extra.attempt,
      message: o.message,
      ...(o.result && {
        signatureId: o.result.signatureId,
        signatureWeight: o.result.signatureWeight,
        signer: o.result.signer,
        signedAt: o.result.signedAt,
      }),
    },
  };
}

/**
 * A payment Countersign created from a draft is signed by nobody who made or approved that draft: the
 * platform's four-eyes rule sees only API clients, and Countersign holds both (docs/initiation.md). The
 * refusal is made here, before any claim or platform call, and audited as denied.
 */
async function refusedToDraftPeople(item: TApproveItem, actor: TActor): Promise<TApprovalOutcome | null> {
  const draft = await draftPeopleOf(item.trxId);
  if (!draft?.people.includes(actor.user.id)) return null;
  await recordAudit({
    action: "payment.approve",
    outcome: "denied",
    actor: actor.user,
    target: `payment:${item.trxId}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: { intentId: item.intentId, reason: "draft_person", draftId: draft.draftId },
  });
  return {
    trxId: item.trxId,
    outcome: "refused",
    replay: true,
    result: null,
    message:
      "You made or approved the draft of this payment, so another person must sign it. Nothing was sent to the platform.",
    providerCode: null,
    providerStatus: null,
  };
}
