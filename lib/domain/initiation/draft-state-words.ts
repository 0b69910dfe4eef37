import { DRAFT_STATE } from "./draft-view";
import type { TDraftKind, TDraftListState } from "./drafts-list";

// Client-safe. A draft's state and kind in a person's words (docs/initiation.md#drafts), for the Drafts list
// and the draft page.

/** The state's words (one wording: draft-view.ts DRAFT_STATE, which also gives each its badge colour). */
export const DRAFT_STATE_WORDS = Object.fromEntries(
  Object.entries(DRAFT_STATE).map(([state, { words }]) => [state, words]),
) as Record<TDraftListState, string>;

export const DRAFT_KIND_WORDS: Record<TDraftKind, string> = {
  single: "Single payment",
  batch: "Batch",
};

/** "1 of 2" approvals; "none needed" for a draft submitted at once. */
export const approvalProgress = (approved: number, required: number): string =>
  required === 0 ? "none needed" : `${approved} of ${required}`;
