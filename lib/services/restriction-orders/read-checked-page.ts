import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import {
  GUESSED_PARAMS,
  pagingHonoured,
  refusedParams,
  rowsOutsideFilter,
  sortHonoured,
  type TGuessedParam,
} from "@/lib/providers/restriction/list-checks";
import type {
  TRestrictionListQuery,
  TRestrictionOrder,
  TRestrictionOrdersPage,
} from "@/lib/domain/restriction-orders/types";
import { platform } from "../platform/registry";

/** What the platform did with each guess of one list read (docs/platform.md, Restriction orders). */
export type TCheckedPage = {
  page: TRestrictionOrdersPage;
  /** The orders to show: those the platform sent, minus other statuses when the filter was not applied. */
  orders: TRestrictionOrder[];
  /** "ignored": rows of other statuses came back; "refused": a 400 named it and it was read again without. */
  statusFilter: "honoured" | "ignored" | "refused" | null;
  sort: "honoured" | "differs" | "refused" | null;
  paging: "honoured" | "differs";
};

/**
 * One page of GET /api/v1/orders, checked against what was asked. A 400 that names a guessed parameter
 * (`status`, `sort`) is read again without it, which is safe for a read and leaves only stated names; the
 * status filter is then applied here, to this page. A filter the platform ignored shows as rows of other
 * statuses: they are dropped here too. The order of the rows and the echoed page are only reported.
 */
export type TDroppable = TGuessedParam | "size";
export type TReadOptions = {
  /** What may be left out after a 400 names it; default the guessed status and sort. */
  mayDrop?: readonly TDroppable[];
  /** Shared by the reads of one scan, so a parameter refused once is not sent again. */
  dropped?: Set<TDroppable>;
};

export async function readCheckedPage(
  query: Required<Pick<TRestrictionListQuery, "page" | "size">> &
    Pick<TRestrictionListQuery, "status" | "sort">,
  opts: TReadOptions = {},
): Promise<TCheckedPage> {
  const mayDrop = opts.mayDrop ?? GUESSED_PARAMS;
  const dropped = opts.dropped ?? new Set<TDroppable>();
  let page: TRestrictionOrdersPage;
  for (;;) {
    try {
      page = await platform().restriction.listOrders({
        page: query.page,
        size: dropped.has("size") ? undefined : query.size,
        status: dropped.has("status") ? undefined : query.status,
        sort: dropped.has("sort") ? undefined : query.sort,
      });
      break;
    } catch (err) {
      const refused = isProviderError(err)
        ? refusedParams(err, mayDrop).filter((p) => query[p] !== undefined && !dropped.has(p))
        : [];
      if (refused.length === 0) throw err;
      logger.warn(
        { refused },
        "restriction list: the platform refused a guessed parameter; reading without it",
      );
      for (const p of refused) dropped.add(p);
    }
  }

  const { status, sort } = query;
  const outside = status && !dropped.has("status") ? rowsOutsideFilter(page.orders, status) : 0;
  const statusFilter = !status
    ? null
    : dropped.has("status")
      ? "refused"
      : outside > 0
        ? "ignored"
        : "honoured";
  if (statusFilter === "ignored")
    logger.warn({ status, outside }, "restriction list: the platform did not apply the status filter");
  return {
    page,
    orders: status ? page.orders.filter((o) => o.status === status) : page.orders,
    statusFilter,
    sort: !sort
      ? null
      : dropped.has("sort")
        ? "refused"
        : sortHonoured(page.orders, sort)
          ? "honoured"
          : "differs",
    paging: pagingHonoured(page, query.page, query.size) ? "honoured" : "differs",
  };
}
