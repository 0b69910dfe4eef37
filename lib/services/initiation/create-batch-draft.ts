import "server-only";
import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { insertDraft } from "@/lib/db/payment-drafts";
import { publishChange } from "@/lib/db/publish-change";
import { ibanCountry } from "@/lib/domain/initiation/iban";
import { evaluatePolicy, type TRequirement } from "@/lib/domain/initiation/policy";
import { batchRequirement } from "@/lib/domain/initiation/policy-batch";
import type { TMaker } from "./create-draft";
import { currentPolicy } from "./current-policy";
import { notifyDraftWaiting } from "./draft-notifications";
import { paidBeforeMany } from "./paid-before";
import { prepareBatch, type TBatchSummary } from "./prepare-batch";
import { submitAfterCommit } from "./submit-draft";

// A bulk upload (docs/initiation.md#bulk): every row checked before anything is made; the rows that pass
// form one batch draft with its count and sum per currency, approved as a whole under the requirement
// that covers every row (policy-batch.ts). Nothing is made when the file itself is unusable, when no row
// passes, or when the rows' requirements cannot be met by one set of approvals.

export type TBatchOutcome = {
  draftId: string | null;
  requirement: TRequirement | null;
  /** Why no draft was made although rows passed. */
  refusal: string | null;
  check: TBatchSummary;
};

export async function createBatchDraft(
  bytes: Uint8Array,
  fileName: string,
  maker: TMaker,
  today: string,
): Promise<TBatchOutcome> {
  const { summary, ready } = await prepareBatch(bytes, fileName, today);
  if (summary.fileErrors.length || ready.length === 0)
    return { draftId: null, requirement: null, refusal: null, check: summary };

  const policy = await currentPolicy();
  const paid = await paidBeforeMany(ready.map((r) => r.submission.creditor.iban));
  const batch = batchRequirement(
    ready.map(({ submission: s }) =>
      evaluatePolicy(policy, {
        amountMinor: s.amountMinor,
        currency: s.currency,
        scheme: s.scheme,
        creditorCountry: ibanCountry(s.creditor.iban),
        newCreditor: !paid.has(s.creditor.iban),
      }),
    ),
  );
  if (!batch.ok) return { draftId: null, requirement: null, refusal: batch.message, check: summary };
  const { requirement } = batch;
  const state = requirement.approvals === 0 ? "submitting" : "waiting";
  const draftId = await db.$transaction(
    async (tx) => {
      const id = await insertDraft(tx, {
        kind: "batch",
        maker: maker.user,
        policyVersion: requirement.version,
        requirement,
        state,
        fileName,
        payments: ready.map(({ line, submission: s }) => ({
          line,
          payment: s,
          idempotencyKey: randomUUID(),
          endToEndId: s.endToEndId,
          amount: BigInt(s.amountMinor),
          currency: s.currency,
          creditorIban: s.creditor.iban,
        })),
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
            fileName,
            payments: ready.length,
            rowsRefused: summary.total - ready.length,
            totals: summary.totals,
            requirement: requirement.words,
          },
        },
        tx,
      );
      await publishChange(tx, "drafts", id);
      if (state === "waiting") await notifyDraftWaiting(tx, id);
      return id;
    },
    { timeout: 60_000 },
  );
  if (state === "submitting") await submitAfterCommit(draftId, maker, { wait: false });
  return { draftId, requirement, refusal: null, check: summary };
}
