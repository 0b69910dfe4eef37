import { z } from "zod";
import type { TTimelineEntry } from "./draft-timeline";
import type { TDuplicateCheck } from "./duplicates";
import type { TInitiationScheme } from "./fields";
import type { TRequirement } from "./policy";
import type { TPaymentSubmission } from "./submission";

// Client-safe. One draft as its page shows it (docs/initiation.md#drafts): what it is, who made it, what the
// policy asks and who decided, and each payment with its submission. Read by lib/services/initiation/
// get-draft.ts for the server page and GET /api/drafts/{id}.

export type TDraftState = "waiting" | "rejected" | "withdrawn" | "submitting" | "submitted";
export type TDraftPaymentState = "pending" | "sending" | "created" | "refused" | "unknown";

export type TDraftDecisionView = {
  userEmail: string;
  decision: "approve" | "reject";
  reason: string | null;
  at: string;
};

/** One payment of the draft, as a row of a batch's table shows it (and the submission of a single one). */
export type TDraftPaymentRow = {
  line: number;
  creditorName: string;
  creditorIban: string;
  /** Minor units of `currency`. */
  amountMinor: number;
  currency: string;
  endToEndId: string;
  state: TDraftPaymentState;
  platformId: number | null;
  platformStatus: string | null;
  /** Why it was refused, or what is not known, as the submission recorded it. */
  message: string | null;
  providerCode: string | null;
};

export type TDraftRowsPage = { items: TDraftPaymentRow[]; offset: number; limit: number; total: number };

/** One audit row about the draft, as the audit table shows it. */
export type TDraftAuditRow = {
  id: string;
  at: string;
  actorEmail: string | null;
  action: string;
  target: string | null;
  outcome: "success" | "failure" | "denied" | "attempted";
  providerStatus: number | null;
  providerCode: string | null;
  requestId: string | null;
};

export type TDraftView = {
  id: string;
  kind: "single" | "batch";
  state: TDraftState;
  makerEmail: string;
  createdAt: string;
  closedAt: string | null;
  closedByEmail: string | null;
  rejectedReason: string | null;
  submittedAt: string | null;
  fileName: string | null;
  requirement: TRequirement;
  /** Approvals that count toward the requirement (distinct people, not the maker, a required role). */
  approvals: number;
  decisions: TDraftDecisionView[];
  paymentCount: number;
  /** Minor units per currency, as text (a batch's sum can pass 2^53 in principle). */
  totals: Record<string, string>;
  /** How many payments are in each submission state. */
  states: Partial<Record<TDraftPaymentState, number>>;
  /** A single draft's payment, every field as it will be (or was) sent; null for a batch. */
  payment: (TPaymentSubmission & { row: TDraftPaymentRow }) | null;
  /** A batch's rows, one page of them; null for a single draft. */
  rows: TDraftRowsPage | null;
  /** What happened to the draft, oldest first (draft-timeline.ts). */
  timeline: TTimelineEntry[];
  /** The audit rows whose target is the draft; null for a reader without audit.view. */
  audit: TDraftAuditRow[] | null;
  /** The duplicate check while the draft waits (docs/initiation.md#duplicates); null once decided. */
  duplicates: TDuplicateCheck | null;
  /** The person reading: whether they made it, and their own decision if any. */
  viewer: { isMaker: boolean; decision: "approve" | "reject" | null };
};

/** The meaning a badge shows (components/ui/badge.tsx BadgeStatus, which the domain does not import). */
export type TStatusTone = "waiting" | "progress" | "done" | "refused" | "failed" | "neutral";

export const DRAFT_STATE: Record<TDraftState, { words: string; status: TStatusTone }> = {
  waiting: { words: "Waiting for approval", status: "waiting" },
  submitting: { words: "Approved, being submitted", status: "progress" },
  submitted: { words: "Submitted to the platform", status: "done" },
  rejected: { words: "Rejected", status: "refused" },
  withdrawn: { words: "Withdrawn by its maker", status: "neutral" },
};

export const DRAFT_PAYMENT_STATE: Record<TDraftPaymentState, { words: string; status: TStatusTone }> = {
  pending: { words: "Not sent yet", status: "waiting" },
  sending: { words: "Being sent", status: "progress" },
  created: { words: "Created", status: "done" },
  refused: { words: "Refused by the platform", status: "refused" },
  unknown: { words: "Outcome not known", status: "failed" },
};

/** "1 of 2 approvals", "no approval needed". */
export function approvalProgress(approved: number, required: number): string {
  if (required === 0) return "no approval needed";
  return `${approved} of ${required} approval${required === 1 ? "" : "s"}`;
}

export const SCHEME_NAMES: Record<TInitiationScheme, string> = {
  SEPA: "SEPA credit transfer",
  INST: "SEPA Instant",
};

/** What a batch's table shows per page, and its bounds (GET /api/drafts/{id}?offset=&limit=). */
export const DRAFT_ROWS_LIMIT = 50;
export const DRAFT_ROWS_MAX_LIMIT = 200;

const whole = (what: string) =>
  z.coerce.number({ error: `${what} is a whole number.` }).int(`${what} is a whole number.`);

/** The draft page's address and its route's input: the draft's id, and which rows of a batch. */
export const ZDraftId = z.uuid("A draft id is a UUID, such as 3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b.");
export const ZDraftRowsQuery = z.object({
  offset: whole("A position").min(0, "A position is 0 or more.").max(1_000_000).default(0),
  limit: whole("A page size")
    .min(1, "A page size is at least 1.")
    .max(DRAFT_ROWS_MAX_LIMIT, `A page size is at most ${DRAFT_ROWS_MAX_LIMIT}.`)
    .default(DRAFT_ROWS_LIMIT),
});
export type TDraftRowsQuery = z.output<typeof ZDraftRowsQuery>;
