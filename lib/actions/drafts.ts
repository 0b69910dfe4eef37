"use server";

import { guardAction } from "@/lib/auth/guard-action";
import {
  ZApproveDraftInput,
  ZDraftRef,
  ZNewDraftInput,
  ZRawNewPaymentInput,
  ZRejectDraftInput,
} from "@/lib/domain/initiation/draft-input";
import { sepaToday } from "@/lib/domain/initiation/sepa-today";
import { createPaymentDraft } from "@/lib/services/initiation/create-draft";
import { decideDraft } from "@/lib/services/initiation/decide-draft";
import { newPaymentDuplicates } from "@/lib/services/initiation/new-payment-duplicates";
import { withdrawDraft } from "@/lib/services/initiation/withdraw-draft";

// Payment initiation with four-eyes (docs/initiation.md). Making a draft and approving one move money (a
// draft the policy lets through, the approval that meets the policy), so both need a recent step-up;
// rejecting and withdrawing stop money from moving and do not. The services check the people (never the
// maker, never twice, the rule's roles) whatever the permission table says.

/** Makes a draft of one payment from the New payment form's fields (checked again on the server). */
export const createDraftAction = guardAction(
  "createDraft",
  "payments.create",
  ZNewDraftInput,
  async ({ acknowledgeDuplicates, ...raw }, ctx) =>
    createPaymentDraft(raw, { ...ctx, roles: ctx.user.roles }, sepaToday(), { acknowledgeDuplicates }),
  { stepUp: true },
);

/** The duplicate check of the payment in the New payment confirmation, before the draft is made. Reads only. */
export const checkNewPaymentDuplicatesAction = guardAction(
  "checkNewPaymentDuplicates",
  "payments.create",
  ZRawNewPaymentInput,
  async (raw) => newPaymentDuplicates(raw, sepaToday()),
);

export const approveDraftAction = guardAction(
  "approveDraft",
  "drafts.approve",
  ZApproveDraftInput,
  async ({ draftId, acknowledgeDuplicates }, ctx) =>
    decideDraft({ draftId, decision: "approve", acknowledgeDuplicates }, { ...ctx, roles: ctx.user.roles }),
  { stepUp: true },
);

export const rejectDraftAction = guardAction(
  "rejectDraft",
  "drafts.approve",
  ZRejectDraftInput,
  async ({ draftId, reason }, ctx) =>
    decideDraft({ draftId, decision: "reject", reason }, { ...ctx, roles: ctx.user.roles }),
);

export const withdrawDraftAction = guardAction(
  "withdrawDraft",
  "payments.create",
  ZDraftRef,
  async ({ draftId }, ctx) => withdrawDraft(draftId, ctx),
);
