import "server-only";
import { readSlaMinutes } from "@/lib/db/deadline-slas";
import { findApprovals } from "@/lib/db/payment-approvals";
import { toSignSince } from "@/lib/db/to-sign-since";
import { slaDeadline, type TDeadline } from "@/lib/domain/deadlines/deadlines";
import { SCAN_BUDGET_PAGES } from "@/lib/providers/gateway/payment-scan";
import type { TApprovalQueue } from "@/lib/domain/approvals/approvals";
import { mergeNotices, type TPaymentNotice } from "@/lib/domain/payments/notices";
import { classifierKey, type TPayment } from "@/lib/domain/payments/payments";
import { searchPayments } from "../payments/search-payments";

/** The most payments the queue reads; beyond it the page says so rather than paging on for ever. */
export const QUEUE_CAP = 1000;
/**
 * Platform pages one read of the queue may go through while Countersign applies the status filter itself
 * (a platform without a status list, or one that ignores the filter): 5,000 payments, newest first.
 */
export const QUEUE_SCAN_BUDGET_PAGES = 50;
const PAGE = 100;
const TO_SIGN = classifierKey("To sign");

/**
 * Every payment waiting in TO_SIGN, read from the gateway (the platform is the truth: webhooks only tell
 * of payments since Countersign began receiving them), newest first as the platform sorts, through the
 * cursors up to QUEUE_CAP; with Countersign's own approval records for them. The status is asked by name:
 * the platform's id when its status list has one, otherwise Countersign keeps only the rows in To sign.
 */
export async function listApprovalQueue(
  cap = QUEUE_CAP,
  budget = QUEUE_SCAN_BUDGET_PAGES,
): Promise<TApprovalQueue> {
  const rows: TPayment[] = [];
  const notices: TPaymentNotice[][] = [];
  const read = { pages: 0, rows: 0 };
  let next: string | undefined;
  let capped = false;
  let budgetEnded = false;
  let api: TApprovalQueue["api"] = "v3";
  for (;;) {
    const page = await searchPayments(
      { limit: Math.min(PAGE, cap - rows.length), statusNames: [TO_SIGN], nextPageToken: next },
      { budget: Math.max(1, Math.min(SCAN_BUDGET_PAGES, budget - read.pages)) },
    );
    api = page.api;
    rows.push(...page.rows);
    // The queue reads on past one page's budget: only its own budget is worth a notice.
    notices.push((page.notices ?? []).filter((n) => n.kind !== "scan_budget"));
    read.pages += page.scan?.pages ?? 1;
    read.rows += page.scan?.rows ?? page.rows.length;
    if (!page.next) break;
    if (rows.length >= cap) {
      capped = true;
      break;
    }
    if (page.scan && read.pages >= budget) {
      budgetEnded = true;
      break;
    }
    next = page.next;
  }
  if (rows.length > cap) {
    rows.length = cap;
    capped = true;
  }
  if (budgetEnded) notices.push([{ kind: "scan_budget", scanned: read.rows, found: rows.length }]);
  const [approvals, deadlines] = await Promise.all([
    findApprovals(rows.map((r) => r.id)),
    approvalDeadlines(rows),
  ]);
  return {
    rows,
    approvals,
    capped,
    cap,
    api,
    notices: mergeNotices(notices),
    fetchedAt: new Date().toISOString(),
    deadlines,
  };
}

/** A payment not announced by a webhook counts from the platform's last update (its entry into To sign). */
async function approvalDeadlines(rows: TPayment[]): Promise<Record<string, TDeadline>> {
  const [since, minutes] = await Promise.all([toSignSince(rows.map((r) => r.id)), readSlaMinutes()]);
  const out: Record<string, TDeadline> = {};
  for (const r of rows) {
    const start = since.get(r.id) ?? r.updatedAt ?? r.createdAt;
    if (start) out[r.id] = slaDeadline(start, minutes.approvals);
  }
  return out;
}
