"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZApproveInput } from "@/lib/domain/approvals/approvals";
import { approvePayments } from "@/lib/services/approvals/approve-payments";

/**
 * Approves 1–100 payments, each under the intent id the browser made for the click (reused when the
 * click is retried). Answers every row's outcome; the page refreshes its queue from the live topic, so
 * nothing is revalidated here (that would re-read the whole queue from the platform for every click).
 */
export const approvePaymentsAction = guardAction(
  "approvePayments",
  "payments.approve",
  ZApproveInput,
  async ({ items }, ctx) => approvePayments(items, { user: ctx.user, requestId: ctx.requestId, ip: ctx.ip }),
  { stepUp: true },
);
