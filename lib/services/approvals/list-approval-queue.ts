import "server-only";
import { findApprovals } from "@/lib/db/payment-approvals";
import { AppError } from "@/lib/errors/app-error";
import type { TApprovalQueue } from "@/lib/schemas/approvals";
import type { TPayment } from "@/lib/schemas/payments";
import { statusIdOf } from "../payments/payment-catalog";
import { searchPayments } from "../payments/search-payments";

/** The most payments the queue reads; beyond it the page says so rather than paging on for ever. */
export const QUEUE_CAP = 1000;
const PAGE = 100;

/**
 * Every payment waiting in TO_SIGN, read from the gateway (the platform is the truth: webhooks only tell
 * of payments since Countersign began receiving them), newest first as the platform sorts, through the
 * cursors up to QUEUE_CAP; with Countersign's own approval records for them.
 */
export async function listApprovalQueue(cap = QUEUE_CAP): Promise<TApprovalQueue> {
  const toSign = await statusIdOf("To sign");
  if (toSign === null) {
    throw new AppError(
      "platform_error",
      'The platform\'s status list has no "To sign" status, so the approval queue cannot be read.',
    );
  }
  const rows: TPayment[] = [];
  let next: string | undefined;
  let capped = false;
  let api: TApprovalQueue["api"] = "v3";
  for (;;) {
    const page = await searchPayments({
      limit: Math.min(PAGE, cap - rows.length),
      statusIds: [toSign],
      nextPageToken: next,
    });
    api = page.api;
    rows.push(...page.rows);
    if (!page.next) break;
    if (rows.length >= cap) {
      capped = true;
      break;
    }
    next = page.next;
  }
  const approvals = await findApprovals(rows.map((r) => r.id));
  return { rows, approvals, capped, cap, api, fetchedAt: new Date().toISOString() };
}
