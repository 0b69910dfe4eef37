import "server-only";
import type { TPaymentSearchQuery } from "@/lib/domain/payments/filters";
import type { TPaymentPage } from "@/lib/domain/payments/payments";
import { isFilterRefusal as refusal, refusedFilters as refused } from "./refused-filters";
import { searchPayments } from "./search-payments";

/**
 * One page of the Payments search, for the page and GET /api/payments. The filters were validated before
 * they got here, so a 400 is about what Countersign cannot check itself. A page token is opaque and bound to
 * the search that issued it; it may have expired, belong to other filters or be edited by hand, and how a
 * platform says so is not stated. So a 400 on a page with a token is asked again without it (a read is safe
 * to repeat): when that first page is taken, the token was the problem and the first page is shown with a
 * notice; when it is refused too, the filters were, and the platform's words are passed on.
 */
export async function listPayments(query: TPaymentSearchQuery): Promise<TPaymentPage> {
  try {
    return await searchPayments(query);
  } catch (err) {
    if (!refusal(err)) throw err;
    if (query.nextPageToken === undefined && query.previousPageToken === undefined) throw refused(err);
    const { nextPageToken: _n, previousPageToken: _p, ...first } = query;
    let page: TPaymentPage;
    try {
      page = await searchPayments(first);
    } catch (again) {
      throw refusal(again) ? refused(again) : again;
    }
    return { ...page, notices: [{ kind: "cursor_reset" }, ...(page.notices ?? [])] };
  }
}
