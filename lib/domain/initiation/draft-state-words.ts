import type { TDraftKind, TDraftListState } from "./drafts-list";

// Client-safe. A draft's state and kind in a person's words (docs/initiation.md#drafts), for the Drafts list
// and the draft page.

export const DRAFT_STATE_WORDS: Record<TDraftListState, string> = {
  waiting: "Waiting for approval",
  submitting: "Being submitted",
  submitted: "Submitted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

export const DRAFT_KIND_WORDS: Record<TDraftKind, string> = {
  single: "Single payment",
  batch: "Batch",
};

/** "1 of 2" approvals; "none needed" for a draft submitted at once. */
export const approvalProgress = (approved: number, required: number): string =>
  required === 0 ? "none needed" : `${approved} of ${required}`;
