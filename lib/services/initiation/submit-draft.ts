import "server-only";
import { recordAttempt, recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { moveDraft } from "@/lib/db/payment-drafts";
import { publishChange } from "@/lib/db/publish-change";
import { logger } from "@/lib/logger";
import type { TActor } from "../actor";
import { mapLimit } from "../approvals/map-limit";
import { platform } from "../platform/registry";
import { notifyDraftSubmitted } from "./draft-notifications";
import { submitPayment, type TSubmitResult } from "./submit-payment";
import { submitProgress } from "./submit-progress";

// Submits an approved draft: each payment not yet settled, SUBMIT_CONCURRENCY at a time (the platform's
// rate limits are not shown). Called after the approval that met the policy, and by the reconciler for
// drafts a crash or a timeout left unfinished; running it twice at once is safe, since every payment is
// claimed before its call. The draft is submitted once every payment is created or refused; while it runs,
// its page hears of the progress (./submit-progress.ts).

export type TSubmitSummary = Record<TSubmitResult, number>;

export async function submitDraft(
  draftId: string,
  actor: TActor | null,
  opts: { progressMs?: number } = {},
): Promise<TSubmitSummary | null> {
  const draft = await db.paymentDraft.findUnique({ where: { id: draftId }, select: { state: true } });
  if (draft?.state !== "submitting") return null;
  const open = await db.draftPayment.findMany({
    where: { draftId, state: { in: ["pending", "sending", "unknown"] } },
    select: { line: true },
    orderBy: { line: "asc" },
  });
  const who = { actor: actor?.user ?? null, requestId: actor?.requestId ?? null, ip: actor?.ip ?? null };
  const attempt = await recordAttempt({
    ...who,
    action: "draft.submit",
    target: `draft:${draftId}`,
    detail: { payments: open.length },
  });
  const progress = submitProgress(draftId, opts.progressMs);
  const results = await mapLimit(open, platform().submitConcurrency, async ({ line }) => {
    const result = await submitPayment(draftId, line, { requestId: actor?.requestId ?? undefined });
    progress.settled();
    return result;
  }).finally(progress.stop);
  const summary: TSubmitSummary = { created: 0, refused: 0, unknown: 0, busy: 0 };
  for (const r of results) summary[r]++;
  await db.$transaction(async (tx) => {
    const unsettled = await tx.draftPayment.count({
      where: { draftId, state: { in: ["pending", "sending", "unknown"] } },
    });
    // Its maker hears of it once: only the run whose move succeeded tells.
    if (unsettled === 0 && (await moveDraft(tx, draftId, "submitting", "submitted")))
      await notifyDraftSubmitted(tx, draftId);
    await recordAudit(
      {
        ...who,
        action: "draft.submit",
        outcome: summary.unknown || summary.busy ? "failure" : "success",
        target: `draft:${draftId}`,
        attemptId: attempt,
        detail: summary,
      },
      tx,
    );
    await publishChange(tx, "drafts", draftId);
  });
  return summary;
}

/**
 * Submits a draft whose policy was just met, after the commit that met it. One payment is awaited, so the
 * person sees its outcome; a batch runs on in the background (10,000 payments take tens of seconds) and the
 * page follows it live. A failure here never undoes the decision: the draft stays submitting and the
 * resumer (resume-submissions.ts) finishes it.
 */
export async function submitAfterCommit(draftId: string, actor: TActor, opts: { wait: boolean }) {
  const run = submitDraft(draftId, actor).catch((err: unknown) => {
    logger.error({ err, draftId }, "submitting a draft failed; the resumer will finish it");
    return null;
  });
  if (opts.wait) await run;
}
