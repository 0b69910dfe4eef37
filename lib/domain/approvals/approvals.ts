import { z } from "zod";
import type { TDeadline } from "@/lib/domain/deadlines/deadlines";
import type { TPaymentNotice } from "@/lib/domain/payments/notices";
import type { TApprovalResult, TPayment } from "@/lib/domain/payments/payments";

// Client-safe: what the Approvals page sends and receives. The browser makes one intent id per click (or
// per selection approved together) and sends the same id again when it retries that click, so the server
// can tell "the same request again" from "someone asking anew".

export const MAX_APPROVALS_PER_REQUEST = 100;

export const ZApproveInput = z.object({
  items: z
    .array(
      z.object({
        trxId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        intentId: z.uuid(),
      }),
    )
    .min(1, "Choose at least one payment.")
    .max(MAX_APPROVALS_PER_REQUEST, `At most ${MAX_APPROVALS_PER_REQUEST} payments at once.`)
    .refine(
      (items) => new Set(items.map((i) => i.trxId)).size === items.length,
      "Each payment may appear once.",
    ),
});
export type TApproveInput = z.input<typeof ZApproveInput>;

/**
 * Countersign's own record of approving one payment (table payment_approvals): pending while a request is
 * out, approved, refused (the platform said no; may be tried again), unknown (no answer; the next attempt
 * finds out what happened).
 */
export type TApprovalState = "pending" | "approved" | "refused" | "unknown";

export type TApprovalRecord = {
  trxId: number;
  state: TApprovalState;
  userEmail: string;
  attempts: number;
  startedAt: string;
  finishedAt: string | null;
  /** The platform's answer to the attempt that approved it; null when that answer was lost (timeout). */
  result: TApprovalResult | null;
  providerStatus: number | null;
  providerCode: string | null;
  /** The outcome in words, with what to do next. */
  message: string | null;
};

/**
 * What happened to one payment of an approve request:
 * approved — approved now, or earlier (`replay`: no new call was made, the stored result is returned);
 * in_progress — another request is approving it right now; refused — the platform said no;
 * unknown — no answer, so nobody knows yet (approving again finds out, and never approves twice).
 */
export type TApprovalOutcomeKind = "approved" | "in_progress" | "refused" | "unknown";

export type TApprovalOutcome = {
  trxId: number;
  outcome: TApprovalOutcomeKind;
  /** True when the platform was not called again for this request (a stored result or a refusal here). */
  replay: boolean;
  result: TApprovalResult | null;
  message: string;
  providerCode: string | null;
  providerStatus: number | null;
};

/** The TO_SIGN queue as the page shows it. */
export type TApprovalQueue = {
  rows: TPayment[];
  /** Countersign's approval records for the payments in `rows` that have one. */
  approvals: TApprovalRecord[];
  /** True when more payments wait than the queue reads (`cap`): the newest `cap` are shown. */
  capped: boolean;
  cap: number;
  api: "v3" | "v2";
  /** How the queue was read when Countersign had to filter it itself (payment-notices.ts). */
  notices?: TPaymentNotice[];
  fetchedAt: string;
  /**
   * Each row's approval deadline by id (docs/deadlines.md#approvals): from its entry into To sign (the
   * webhook's time, else the platform's last update) plus the approvals service level in force.
   */
  deadlines?: Record<string, TDeadline>;
};
