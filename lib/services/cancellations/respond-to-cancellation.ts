import "server-only";
import { claimResponse } from "@/lib/db/cancellation-responses";
import type { TRespondOutcome } from "@/lib/domain/cancellations/respond-types";
import type { TActor } from "../actor";
import { platform } from "../platform/registry";
import { checkAnswer } from "./respond-check";
import { answerFailed } from "./respond-failure";
import { answerTaken, claimTakenOutcome, outcomeOf } from "./respond-outcome";
import { checkedFinish, mustReadFirst, readStatus, stillWaiting } from "./respond-read-back";
import { auditAttempt, recordAttempt, recordClaimTaken } from "./respond-record";
import type { TAttemptEnd, TRespondRequest } from "./respond-types";
import { sendAnswer } from "./send-answer";

/**
 * Answers an inbound cancellation request once, however often it is asked. The rules are checked again
 * here with the form's own schema, against the request and payment as the server knows them; then the
 * request is claimed (cancellation_responses) before the platform is called, so a double click, two tabs or
 * two users send at most one answer. The platform has no idempotency for answers: after an attempt that got
 * no reply, the next one reads the request first and sends nothing if it has moved on. Every attempt is
 * audited; every recorded outcome is announced on the "cancellations" topic.
 */
export async function respondToCancellation(req: TRespondRequest, actor: TActor): Promise<TRespondOutcome> {
  // 1. Parse and check, against the request as stored: a refusal throws (conflict, invalid_input).
  const { row, stored, command, attempt } = await checkAnswer(req, actor);

  // 2. Claim the request for this answer; whoever holds or held the claim, nothing is sent twice.
  const claim = await claimResponse({
    id: req.id,
    intentId: req.intentId,
    user: actor.user,
    api: attempt.api,
    responseCode: attempt.responseCode,
    sent: attempt.sent,
    staleAfterMs: 2 * platform().timeoutMs,
  });
  if (!claim.claimed) {
    const outcome = claimTakenOutcome(claim.row, req.intentId, row.status);
    await recordClaimTaken(attempt, outcome, actor);
    return outcome;
  }
  if (!command) throw new Error("a claim without a command"); // unreachable: no form, no claim
  attempt.auditAttemptId = await auditAttempt(attempt, claim.attempts, actor);

  // 3. The platform call (v3 respond, v1 accept or reject), unless a read first finds the request moved on.
  const earlierUnanswered = claim.previous === "unknown";
  const checked = mustReadFirst(claim.previous, stored) ? await readStatus(req.id, row) : null;
  let end: TAttemptEnd;
  if (checked && !stillWaiting(checked)) {
    end = {
      finish: checkedFinish(checked, earlierUnanswered),
      status: checked.status ?? row.status,
      platformCalled: false,
      answeredNow: false,
    };
  } else {
    try {
      await sendAnswer(Number(req.id), command, { requestId: actor.requestId ?? undefined });
      end = answerTaken(attempt.responseCode);
    } catch (err) {
      end = await answerFailed(err, row, attempt, earlierUnanswered, actor);
    }
  }

  // 4. Record the outcome (claim, status, timeline, change event, audit), and 5. say it in words.
  const outcome = outcomeOf(end);
  await recordAttempt(attempt, claim, end, outcome, actor);
  return outcome;
}
