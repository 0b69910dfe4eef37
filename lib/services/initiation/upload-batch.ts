import "server-only";
import { recordAttempt, recordAudit } from "@/lib/db/audit";
import type { TUploadAnswer, TUploadStep } from "@/lib/domain/initiation/bulk-upload";
import type { TCappedBody } from "@/lib/utils/read-body-capped";
import { tooLargeMessage } from "./bulk/read-upload";
import { bulkErrorFile } from "./bulk/error-file";
import { createBatchDraft } from "./create-batch-draft";
import type { TMaker } from "./create-draft";
import { prepareBatch } from "./prepare-batch";

// The upload page's two steps (docs/initiation.md#bulk): `check` reads and checks the file and makes
// nothing, answering with the error file so it downloads without a second upload; `create` checks the same
// file again from its bytes (nothing of the first step is trusted) and makes the batch draft. Each step is
// audited as an attempt before the file is read and its outcome after, so a file that fails the server
// midway still leaves who tried what.

export async function uploadBatch(
  step: TUploadStep,
  body: TCappedBody,
  fileName: string,
  maker: TMaker,
  today: string,
): Promise<TUploadAnswer> {
  const who = { actor: maker.user, requestId: maker.requestId, ip: maker.ip };
  const bytes = body.ok ? body.bytes.length : body.size;
  const attemptId = await recordAttempt({
    ...who,
    action: "draft.upload",
    detail: { step, fileName, bytes },
  });
  const answer = await answerOf(step, body, fileName, maker, today);
  const made = step === "create" ? answer.draftId !== null : answer.fileErrors.length === 0;
  await recordAudit({
    ...who,
    action: "draft.upload",
    outcome: made ? "success" : "failure",
    target: answer.draftId ? `draft:${answer.draftId}` : null,
    attemptId,
    detail: {
      step,
      fileName,
      total: answer.total,
      valid: answer.valid,
      rowErrors: answer.rowErrors.length,
      totals: answer.totals,
      fileErrors: answer.fileErrors,
      refusal: answer.refusal,
    },
  });
  return answer;
}

async function answerOf(
  step: TUploadStep,
  body: TCappedBody,
  fileName: string,
  maker: TMaker,
  today: string,
): Promise<TUploadAnswer> {
  const none = { draftId: null, refusal: null, errorFile: null };
  if (!body.ok) {
    const empty = { unit: "line" as const, rowErrors: [], total: 0, valid: 0, totals: {} };
    return { step, ...empty, ...none, fileErrors: [tooLargeMessage(body.size)] };
  }
  if (step === "create") {
    const outcome = await createBatchDraft(body.bytes, fileName, maker, today);
    return { step, ...outcome.check, ...none, draftId: outcome.draftId, refusal: outcome.refusal };
  }
  const { summary, rows } = await prepareBatch(body.bytes, fileName, today);
  const errorFile = summary.rowErrors.length ? bulkErrorFile(summary.rowErrors, rows, summary.unit) : null;
  return { step, ...summary, ...none, errorFile };
}
