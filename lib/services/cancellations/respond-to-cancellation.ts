import "server-only";
import { recordAudit, recordAttempt as recordAuditAttempt } from "@/lib/db/audit";
import { findInboxRow, type TInboxRow } from "@/lib/db/cancellations";
import { claimResponse, findResponse, type TResponseFinish } from "@/lib/db/cancellation-responses";
import { AppError } from "@/lib/errors/app-error";
import {
  describeAnswer,
  respondSchema,
  responseCodeOf,
  type TRespondCommand,
  type TRespondOutcome,
  type TRespondResult,
} from "@/lib/schemas/cancellation-respond";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import type { TActor } from "../actor";
import { respondAvailability } from "./availability";
import { platformCancellationDeps, type TCancellationDeps } from "./deps";
import { lookUpCancellation } from "./look-up-cancellation";
import { refreshCancellation } from "./refresh-cancellation";
import { checkedFinish, failure, readStatus } from "./respond-failure";
import { auditOf, recordAttempt, type TAttempt } from "./respond-record";

export type TRespondRequest = { id: bigint; intentId: string; form: Record<string, unknown> };

/**
 * Answers an inbound cancellation request once, however often it is asked. The rules are checked again
 * here with the form's own schema, against the request and payment as the server knows them; then the
 * request is claimed (cancellation_responses) before the platform is called, so a double click, two tabs or
 * two users send at most one answer. The platform has no idempotency for answers: after an attempt that got
 * no reply, the next one reads the request first and sends nothing if it has moved on. Every attempt is
 * audited; every recorded outcome is announced on the "cancellations" topic.
 */
export async function respondToCancellation(
  req: TRespondRequest,
  actor: TActor,
  deps: TCancellationDeps = platformCancellationDeps(),
): Promise<TRespondResult> {
  const row = await loadRow(req.id, actor, deps);
  const response = await findResponse(req.id);
  const availability = respondAvailability(row, response, new Date(deps.now() - 2 * deps.timeoutMs));
  if (availability.kind !== "form") {
    const replay = response && (response.state === "sent" || response.state === "sending");
    if (!replay) {
      await auditRefusal(req, row, actor, availability.message);
      throw new AppError("conflict", availability.message);
    }
  }

  const ctx = availability.kind === "form" ? availability.context : null;
  const parsed = ctx ? respondSchema(ctx, deps.now()).safeParse(req.form) : null;
  if (parsed && !parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    await auditRefusal(
      req,
      row,
      actor,
      "The answer broke a rule of the form; nothing was sent.",
      fieldErrors,
    );
    return { ok: false, message: "Some fields need attention; nothing was sent.", fieldErrors };
  }
  const command: TRespondCommand | null = parsed?.success ? parsed.data : null;
  const attempt: TAttempt = {
    id: req.id,
    intentId: req.intentId,
    api: command?.api ?? (response?.api === "v1" ? "v1" : "v3"),
    responseCode: command
      ? responseCodeOf(command)
      : response?.responseCode === "REJECTED"
        ? "REJECTED"
        : "ACCEPTED",
    sent: command ? JSON.parse(JSON.stringify(command)) : {},
    summary: command && ctx ? describeAnswer(command, ctx) : "",
    scheme: row.paymentMethod,
    trxId: row.trxId?.toString() ?? null,
  };

  const claim = await claimResponse({
    id: req.id,
    intentId: req.intentId,
    user: actor.user,
    api: attempt.api,
    responseCode: attempt.responseCode,
    sent: attempt.sent,
    staleAfterMs: 2 * deps.timeoutMs,
  });
  if (!claim.claimed) {
    const r = claim.row;
    const sameIntent = r.intentId === req.intentId;
    const outcome: TRespondOutcome = {
      outcome: r.state === "sent" ? "already_sent" : "in_progress",
      message:
        r.state === "sent"
          ? `Already answered through Countersign by ${sameIntent ? "you" : r.userEmail} (${r.responseCode.toLowerCase()}). Nothing was sent again.`
          : `${sameIntent ? "This answer" : `An answer by ${r.userEmail}`} is being sent right now. Wait a moment: the outcome appears here.`,
      providerCode: null,
      providerStatus: null,
      status: row.status,
    };
    await recordAudit({ ...auditOf(attempt, null, outcome, actor, false), actor: actor.user });
    return { ok: true, outcome };
  }
  if (!command) throw new Error("a claim without a command"); // unreachable: no form, no claim
  // Before the platform may be called: the row stands even if the database is lost after its answer
  // (README.md, "Audit trail").
  attempt.auditAttemptId = await recordAuditAttempt({
    action: "cancellations.respond",
    actor: actor.user,
    target: `cancellation:${req.id}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: {
      intentId: attempt.intentId,
      api: attempt.api,
      responseCode: attempt.responseCode,
      sent: attempt.sent,
      attempt: claim.attempts,
    },
  });

  const earlierUnanswered = claim.previous === "unknown";
  // "Any 4xx response leaves the cancellation request unchanged" is stated for v3 only: after a refused v1
  // (SEPA direct debit) answer, too, the request is read before sending again.
  const earlierRefusedV1 = claim.previous === "refused" && response?.api === "v1";
  if (earlierUnanswered || earlierRefusedV1) {
    // The platform has no idempotency for answers: find out whether the last one arrived before sending.
    const checked = await readStatus(req.id, row, deps);
    if (checked.error || checked.status !== "CANCELLATION_IN_PROGRESS") {
      const finish = checkedFinish(checked, earlierUnanswered);
      const outcome = outcomeOf(finish, checked.status ?? row.status);
      await recordAttempt(attempt, claim, finish, outcome, actor, {
        platformCalled: false,
        answeredNow: false,
      });
      return { ok: true, outcome };
    }
  }

  let finish: TResponseFinish;
  let status = row.status;
  let answeredNow = false;
  try {
    await deps.send(Number(req.id), command, { requestId: actor.requestId ?? undefined });
    status = attempt.responseCode === "ACCEPTED" ? "RETURNING" : "REFUSING";
    answeredNow = true;
    finish = {
      state: "sent",
      providerStatus: 200,
      providerCode: null,
      message:
        attempt.responseCode === "ACCEPTED"
          ? "Accepted: the platform is returning the funds (RETURNING). The final status follows here."
          : "Rejected: the platform is sending the refusal (REFUSING). The final status follows here.",
    };
  } catch (err) {
    ({ finish, status } = await failure(err, req, row, attempt, earlierUnanswered, deps, actor));
  }
  const outcome = outcomeOf(finish, status);
  await recordAttempt(attempt, claim, finish, outcome, actor, { platformCalled: true, answeredNow });
  return { ok: true, outcome };
}

/** The stored row, looked up first when the inbox has not seen it; with its payment known. */
async function loadRow(id: bigint, actor: TActor, deps: TCancellationDeps): Promise<TInboxRow> {
  let row = await findInboxRow(id);
  if (!row) {
    await lookUpCancellation(id, actor, deps);
    row = await findInboxRow(id);
  } else if (row.paymentCheckedAt === null && row.trxId !== null) {
    await refreshCancellation(id, deps, { source: "poll", expectedVersion: row.version, withPayment: true });
    row = await findInboxRow(id);
  }
  if (!row) throw new AppError("not_found", "No cancellation request has this id.");
  return row;
}

function outcomeOf(f: TResponseFinish, status: string): TRespondOutcome {
  return {
    outcome: f.state,
    message: f.message,
    providerCode: f.providerCode,
    providerStatus: f.providerStatus,
    status,
  };
}

async function auditRefusal(
  req: TRespondRequest,
  row: TInboxRow,
  actor: TActor,
  message: string,
  fieldErrors?: Record<string, string>,
) {
  await recordAudit({
    action: "cancellations.respond",
    outcome: "failure",
    actor: actor.user,
    target: `cancellation:${req.id}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: {
      intentId: req.intentId,
      result: fieldErrors ? "invalid" : "not_answerable",
      platformCalled: false,
      status: row.status,
      scheme: row.paymentMethod,
      message,
      ...(fieldErrors && { fieldErrors }),
    },
  });
}
