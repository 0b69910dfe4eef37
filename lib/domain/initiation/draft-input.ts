import { z } from "zod";
import { NEW_PAYMENT_FIELDS, type TNewPaymentField } from "./fields";

// What the draft actions take (lib/actions/drafts.ts). A new payment's fields arrive as the form's text and
// are checked by checkNewPayment on the server, field by field; here only their shape: known names, text,
// bounded, so nothing unexpected reaches the check.

const fieldText = z.string().max(200, "At most 200 characters.").optional();

export const ZRawNewPaymentInput = z.strictObject(
  Object.fromEntries(NEW_PAYMENT_FIELDS.map((f) => [f, fieldText])) as Record<
    TNewPaymentField,
    typeof fieldText
  >,
);

/**
 * Making a draft: the fields, and `acknowledgeDuplicates` when the maker confirmed the confirmation's
 * duplicate warning (needed only for a draft the policy sends at once: docs/initiation.md#duplicates).
 */
export const ZNewDraftInput = ZRawNewPaymentInput.extend({ acknowledgeDuplicates: z.boolean().optional() });

export const ZDraftRef = z.strictObject({ draftId: z.uuid("Not a draft id.") });

/** An approval; `acknowledgeDuplicates` when the approver confirmed the duplicate warning (docs/initiation.md#duplicates). */
export const ZApproveDraftInput = z.strictObject({
  draftId: z.uuid("Not a draft id."),
  acknowledgeDuplicates: z.boolean().optional(),
});

export const ZRejectDraftInput = z.strictObject({
  draftId: z.uuid("Not a draft id."),
  reason: z.string().trim().min(1, "Say why the draft is rejected.").max(500, "At most 500 characters."),
});
