import "server-only";
import { recordAttempt, recordAudit, type TAuditInput } from "@/lib/db/audit";
import {
  claimDecision,
  finishDecision,
  toDecisionRecord,
  type TDecisionFinish,
} from "@/lib/db/restriction-decisions";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import type { TDecideInput } from "@/lib/domain/restriction-orders/input";
import type { TDecideOutcome } from "@/lib/domain/restriction-orders/types";
import type { TOrderStatus } from "@/lib/domain/restriction-orders/restriction-orders";
import type { TActor } from "../actor";
import { platform } from "../platform/registry";
import {
  alreadyDecidedWording,
  decidedWording,
  failureWording,
  recordedWording,
  type TDecision,
} from "./decision-wording";
import { findOrder } from "./find-order";

/**
 * Confirms or rejects one restriction order once, however often it is asked. The restriction API has no
 * idempotency and takes one decision per order (any second one is 409), so the order is claimed in
 * restriction_decisions before the platform is called: a double click, two tabs or two users send at most
 * one decision. After an attempt that got no answer, the next one reads the order first and sends nothing
 * if it is no longer UNPROCESSED; a 409 ORDER_ALREADY_PROCESSED is read back the same way, so the person
 * learns which decision the platform holds. Every attempt — replays and refusals included — is audited:
 * a won claim writes an 'attempted' row before the platform is called, and the outcome row names it
 * (README.md, "Audit trail").
 */
export async function decideOrder(req: TDecideInput, actor: TActor): Promise<TDecideOutcome> {
  const d: TDecision = { decision: req.decision, reason: req.decision === "REJECT" ? req.reason : null };
  const claim = await claimDecision({
    docId: req.docId,
    intentId: req.intentId,
    ...d,
    user: actor.user,
    staleAfterMs: 2 * platform().timeoutMs,
  });

  if (!claim.claimed) {
    const r = toDecisionRecord(claim.row);
    const decided = r.state === "decided";
    const outcome: TDecideOutcome = {
      outcome: decided ? "already_decided" : "in_progress",
      // A plain success stored its own decision; after a 409 read-back the status is re-read by the page.
      status: decided && r.providerCode === null ? statusOf(r) : null,
      message: recordedWording(r, claim.row.intentId === req.intentId),
      providerStatus: null,
      providerCode: null,
      accepted: r.accepted,
    };
    await recordAudit(auditOf(req, d, actor, outcome, { platformCalled: false, attempt: r.attempts }));
    return outcome;
  }

  const attemptId = await recordAttempt({
    action: d.decision === "CONFIRM" ? "restrictions.confirm" : "restrictions.reject",
    actor: actor.user,
    target: `restriction-order:${req.docId}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: { intentId: req.intentId, decision: d.decision, reason: d.reason, attempt: claim.attempts },
  });
  const unanswered = claim.previous === "unknown";
  // The interface promises no idempotency for decisions, nor that a refused one applied nothing (the status
  // codes of its errors are not shown): after a refusal, too, the order is read before sending again.
  const readFirst = unanswered || claim.previous === "refused";
  let finish: TDecisionFinish | null = null;
  let status: TOrderStatus | null = null;
  let platformCalled = false;
  if (readFirst) {
    // No idempotency at the platform: learn whether the earlier attempt went through before sending.
    const read = await readStatus(req.docId);
    status = read.status;
    if (read.status === null || read.status !== "UNPROCESSED")
      finish = checkedFinish(read, d, req.docId, unanswered);
  }
  if (!finish) {
    platformCalled = true;
    ({ finish, status } = await send(req, d, unanswered, actor, status));
  }

  const wanted = d.decision === "CONFIRM" ? "CONFIRMED" : "REJECTED";
  const outcome: TDecideOutcome = {
    outcome:
      finish.state === "decided"
        ? status === wanted && finish.providerCode === null && (platformCalled || unanswered)
          ? "decided"
          : "already_decided"
        : finish.state,
    status,
    message: finish.message,
    providerStatus: finish.providerStatus,
    providerCode: finish.providerCode,
    accepted: finish.accepted,
  };
  const audit = {
    ...auditOf(req, d, actor, outcome, { platformCalled, attempt: claim.attempts }),
    attemptId,
  };
  const { updated } = await finishDecision(req.docId, claim.attempts, finish, audit);
  if (!updated)
    logger.warn(
      { docId: req.docId, attempt: claim.attempts },
      "decision finished after its claim was taken over",
    );
  return outcome;
}

async function send(
  req: TDecideInput,
  d: TDecision,
  unanswered: boolean,
  actor: TActor,
  known: TOrderStatus | null,
): Promise<{ finish: TDecisionFinish; status: TOrderStatus | null }> {
  const opts = { requestId: actor.requestId ?? undefined };
  const { restriction } = platform();
  try {
    const answer =
      req.decision === "CONFIRM"
        ? await restriction.confirmOrder(req.docId, opts)
        : await restriction.rejectOrder(req.docId, req.reason, opts);
    return {
      finish: {
        state: "decided",
        accepted: answer.accepted,
        providerStatus: 200,
        providerCode: null,
        message: decidedWording(d, req.docId),
      },
      status: d.decision === "CONFIRM" ? "CONFIRMED" : "REJECTED",
    };
  } catch (err) {
    if (!isProviderError(err)) {
      logger.error({ err, docId: req.docId, requestId: actor.requestId }, "decision failed unexpectedly");
      const message = `Something went wrong on our side, so it is not known whether the decision was sent. Try again: Countersign reads the order first and never decides twice. Reference: ${actor.requestId ?? "unavailable"}.`;
      return {
        finish: { state: "unknown", accepted: null, providerStatus: null, providerCode: null, message },
        status: known,
      };
    }
    logger.info(
      { docId: req.docId, code: err.code, kind: err.kind, status: err.status },
      "decision not taken",
    );
    const base = { accepted: null, providerStatus: err.status, providerCode: err.code ?? null };
    // The error codes are the sandbox's (the interface shows "four error shapes", not their codes or
    // statuses): a 409 under another code is read back the same way.
    if (err.code === "ORDER_ALREADY_PROCESSED" || err.status === 409) {
      const read = await readStatus(req.docId);
      if (read.status && read.status !== "UNPROCESSED") {
        const message = alreadyDecidedWording(d, req.docId, read.status, unanswered);
        return { finish: { ...base, state: "decided", message }, status: read.status };
      }
    }
    const wording = failureWording(err, d, req.docId, restriction.reasonField);
    return { finish: { ...base, ...wording }, status: wording.state === "refused" ? known : null };
  }
}

type TRead = { status: TOrderStatus | null; error: "not_found" | "unreadable" | null };

async function readStatus(docId: string): Promise<TRead> {
  try {
    const { order } = await findOrder(docId);
    return order ? { status: order.status, error: null } : { status: null, error: "not_found" };
  } catch (err) {
    logger.warn({ err, docId }, "reading a restriction order to check a decision failed");
    return { status: null, error: "unreadable" };
  }
}

function checkedFinish(read: TRead, d: TDecision, docId: string, unanswered: boolean): TDecisionFinish {
  const none = { accepted: null, providerStatus: null, providerCode: null };
  if (read.status && read.status !== "UNPROCESSED")
    return { ...none, state: "decided", message: alreadyDecidedWording(d, docId, read.status, unanswered) };
  if (read.error === "not_found")
    return {
      ...none,
      state: "refused",
      providerStatus: 404,
      providerCode: "ORDER_NOT_FOUND",
      message: `The platform no longer lists order ${docId}, so nothing was sent. Go back to the list and check it is still there.`,
    };
  if (!unanswered)
    return {
      ...none,
      state: "refused",
      message:
        "The order could not be read to check it before sending again, so nothing was sent. Try again in a moment.",
    };
  return {
    ...none,
    state: "unknown",
    message:
      "The earlier attempt got no answer, and the order could not be read to check it, so nothing was sent. Try again in a moment.",
  };
}

const statusOf = (r: { decision: "CONFIRM" | "REJECT" }): TOrderStatus =>
  r.decision === "CONFIRM" ? "CONFIRMED" : "REJECTED";

function auditOf(
  req: TDecideInput,
  d: TDecision,
  actor: TActor,
  o: TDecideOutcome,
  extra: { platformCalled: boolean; attempt: number },
): TAuditInput {
  return {
    action: d.decision === "CONFIRM" ? "restrictions.confirm" : "restrictions.reject",
    outcome: o.outcome === "decided" ? "success" : "failure",
    actor: actor.user,
    target: `restriction-order:${req.docId}`,
    requestId: actor.requestId,
    ip: actor.ip,
    providerStatus: o.providerStatus,
    providerCode: o.providerCode,
    detail: {
      intentId: req.intentId,
      decision: d.decision,
      reason: d.reason,
      result: o.outcome,
      platformCalled: extra.platformCalled,
      attempt: extra.attempt,
      statusAfter: o.status,
      accepted: o.accepted,
      message: o.message,
    },
  };
}
