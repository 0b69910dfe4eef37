import "server-only";
import { findDecisions } from "@/lib/db/restriction-decisions";
import { isProviderError } from "@/lib/errors/provider-error";
import { orderRow, type TOrderPage } from "@/lib/domain/restriction-orders/types";
import type { TRestrictionOrderQuery } from "@/lib/domain/restriction-orders/url";
import { listFailureWording } from "./decision-wording";
import { listNotices } from "./list-notices";
import { readCheckedPage } from "./read-checked-page";

export type TPlatformFailure = {
  message: string;
  providerCode: string | null;
  providerStatus: number | null;
};
export type TListResult = { ok: true; page: TOrderPage } | { ok: false; error: TPlatformFailure };

/**
 * One page of GET /api/v1/orders as the URL asks for it (page 1-based there, 0-based at the platform),
 * with Countersign's own decision record per row. The answer is checked against what was asked
 * (./read-checked-page.ts): a status filter the platform did not apply is applied to the page here, and
 * every guess it did not honour is told on the page (./list-notices.ts). A platform failure is a result,
 * not an exception: the page shows it in words with the platform's code, and the route answers 502.
 */
export async function listRestrictionOrders(q: TRestrictionOrderQuery): Promise<TListResult> {
  try {
    const checked = await readCheckedPage({
      status: q.status,
      page: q.page - 1,
      size: q.size,
      sort: { key: q.sort, dir: q.dir },
    });
    const decisions = await findDecisions(checked.orders.map((o) => o.docId));
    const { totalItems, isLastPage } = checked.page;
    const local = checked.statusFilter === "ignored" || checked.statusFilter === "refused";
    return {
      ok: true,
      page: {
        rows: checked.orders.map((o) => orderRow(o, decisions.get(o.docId) ?? null)),
        notices: listNotices(q, checked),
        localFilter: local ? (q.status ?? null) : null,
        platformRows: checked.page.orders.length,
        page: q.page,
        size: q.size,
        totalItems,
        totalPages: Math.max(1, Math.ceil(totalItems / q.size)),
        isLastPage,
        fetchedAt: new Date().toISOString(),
      },
    };
  } catch (err) {
    if (!isProviderError(err)) throw err;
    return { ok: false, error: platformFailure(err, listFailureWording(err)) };
  }
}

export function platformFailure(
  err: { code?: string; status: number | null },
  message: string,
): TPlatformFailure {
  return { message, providerCode: err.code ?? null, providerStatus: err.status };
}
