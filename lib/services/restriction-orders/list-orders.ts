import "server-only";
import { findDecisions } from "@/lib/db/restriction-decisions";
import { isProviderError } from "@/lib/errors/provider-error";
import { SORT_FIELDS, type TOrderPage, type TRestrictionOrderQuery } from "@/lib/schemas/restriction-orders";
import { listFailureWording } from "./decision-wording";
import { platformRestrictionDeps, type TRestrictionDeps } from "./deps";
import { toOrderRow } from "./to-dto";

export type TPlatformFailure = {
  message: string;
  providerCode: string | null;
  providerStatus: number | null;
};
export type TListResult = { ok: true; page: TOrderPage } | { ok: false; error: TPlatformFailure };

/**
 * One page of GET /api/v1/orders as the URL asks for it (page 1-based there, 0-based at the platform),
 * with Countersign's own decision record per row. A platform failure is a result, not an exception: the
 * page shows it in words with the platform's code, and the route answers 502 with the same sentence.
 */
export async function listRestrictionOrders(
  q: TRestrictionOrderQuery,
  deps: Pick<TRestrictionDeps, "listOrders"> = platformRestrictionDeps(),
): Promise<TListResult> {
  try {
    const res = await deps.listOrders({
      status: q.status,
      page: q.page - 1,
      size: q.size,
      sort: `${SORT_FIELDS[q.sort]},${q.dir.toUpperCase()}`,
    });
    const decisions = await findDecisions(res.orders.map((o) => o.header.doc_id));
    const { metadata: m } = res;
    return {
      ok: true,
      page: {
        rows: res.orders.map((o) => toOrderRow(o, decisions.get(o.header.doc_id) ?? null)),
        page: q.page,
        size: q.size,
        totalItems: m.total_items,
        totalPages: Math.max(1, Math.ceil(m.total_items / q.size)),
        isLastPage: m.is_last_page,
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
