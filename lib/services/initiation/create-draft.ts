import "server-only";
import { randomUUID } from "node:crypto";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { insertDraft } from "@/lib/db/payment-drafts";
import { publishChange } from "@/lib/db/publish-change";
import type { TRawNewPayment } from "@/lib/domain/initiation/fields";
import { needsAcknowledgement, subjectOf } from "@/lib/domain/initiation/duplicates";
import { ibanCountry } from "@/lib/domain/initiation/iban";
import { checkNewPayment, type TNewPayment } from "@/lib/domain/initiation/new-payment";
import { evaluatePolicy, type TRequirement } from "@/lib/domain/initiation/policy";
import type { TPaymentSubmission } from "@/lib/domain/initiation/submission";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";
import { currentPolicy } from "./current-policy";
import { notifyDraftWaiting } from "./draft-notifications";
import { findDuplicates } from "./find-duplicates";
import { paidBefore } from "./paid-before";
import { submitAfterCommit } from "./submit-draft";
import { toSubmissions } from "./to-submission";

// A person prepares one payment (docs/initiation.md): checked field by field as the form checked it, its
// debtor resolved, its end-to-end id and Idempotency-Key fixed, and the approval policy's requirement
// kept with it. The draft and its audit row commit together; a draft that needs no approval is submitted
// at once, by its maker, who then stands in for the approver: a likely duplicate must be acknowledged
// (docs/initiation.md#duplicates), or nothing is made.

export type TMaker = TActor & { roles: readonly TRole[] };
export type TCreatedDraft = { draftId: string; requirement: TRequirement; state: "waiting" | "submitting" };

export async function createPaymentDraft(
  raw: TRawNewPayment,
  maker: TMaker,
  today: string,
  opts: { acknowledgeDuplicates?: boolean } = {},
): Promise<TCreatedDraft> {
  const check = checkNewPayment(raw, { today });
  if (!check.ok) {
    throw new AppError("invalid_input", "Some fields of the payment need a change.", {
      fieldErrors: check.fieldErrors,
    });
  }
  const submission = await toSubmission(check.payment);
  const requirement = evaluatePolicy(await currentPolicy(), {
    amountMinor: submission.amountMinor,
    currency: submission.currency,
    scheme: submission.scheme,
    creditorCountry: ibanCountry(submission.creditor.iban),
    newCreditor: !(await paidBefore(submission.creditor.iban)),
  });
  const state = requirement.approvals === 0 ? "submitting" : "waiting";
  // Sent at once: nobody else will see the warning, so the maker's acknowledgement is the approver's.
  const duplicates = state === "submitting" ? await findDuplicates([subjectOf(1, submission)]) : null;
  if (needsAcknowledgement(duplicates) && !opts.acknowledgeDuplicates) {
    const message =
      "This payment needs no approval and would be sent at once, but it looks like a duplicate of a payment from the last " +
      `${duplicates!.windowDays} days. Check the warning, then confirm that it is not a duplicate.`;
    await recordAudit({
      action: "draft.create",
      outcome: "denied",
      actor: maker.user,
      target: null,
      requestId: maker.requestId,
      ip: maker.ip,
      detail: { reason: "duplicates_unacknowledged", duplicates: duplicates!.matches.length },
    });
    throw new AppError("conflict", message);
  }
  const draftId = await db.$transaction(async (tx) => {
    const id = await insertDraft(tx, {
      kind: "single",
      maker: maker.user,
      policyVersion: requirement.version,
      requirement,
      state,
      payments: [
        {
          line: 1,
          payment: submission,
          idempotencyKey: randomUUID(),
          endToEndId: submission.endToEndId,
          amount: BigInt(submission.amountMinor),
          currency: submission.currency,
          creditorIban: submission.creditor.iban,
        },
      ],
    });
    await recordAudit(
      {
        action: "draft.create",
        outcome: "success",
        actor: maker.user,
        target: `draft:${id}`,
        requestId: maker.requestId,
        ip: maker.ip,
        detail: {
          scheme: submission.scheme,
          amount: submission.amountMinor,
          currency: submission.currency,
          creditorIban: submission.creditor.iban,
          endToEndId: submission.endToEndId,
          requirement: requirement.words,
          ...(duplicates
            ? {
                duplicates: duplicates.matches.length,
                duplicatesAcknowledged: needsAcknowledgement(duplicates),
              }
            : {}),
        },
      },
      tx,
    );
    await publishChange(tx, "drafts", id);
    if (state === "waiting") await notifyDraftWaiting(tx, id);
    return id;
  });
  if (state === "submitting") await submitAfterCommit(draftId, maker, { wait: true });
  return { draftId, requirement, state };
}

async function toSubmission(p: TNewPayment): Promise<TPaymentSubmission> {
  const [resolved] = await toSubmissions([p]);
  if (!resolved!.ok) {
    throw new AppError("invalid_input", "Choose an ordering account from the list.", {
      fieldErrors: { debtorAccountId: resolved!.message },
    });
  }
  return resolved!.submission;
}
