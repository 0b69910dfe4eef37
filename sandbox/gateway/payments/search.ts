import type { TSandboxContext } from "../../context";
import type { TPayment } from "../../state/model";
import { fingerprintOf, paginate, type TPage } from "./cursor";
import { matches, searchOrder, type TPaymentFilter } from "./filters";

// One search for both versions: filter, order (datetime desc, id desc), then a cursor page.

export function searchPayments(
  ctx: TSandboxContext,
  filter: TPaymentFilter,
  page: { limit: number; next?: string; prev?: string },
  fields: { next: string; prev: string },
): TPage<TPayment> {
  const sorted = [...ctx.store.payments.values()].filter((p) => matches(p, filter)).sort(searchOrder);
  const edgeOf = (p: TPayment) => ({ t: Date.parse(p.datetime), i: p.transaction_id });
  return paginate(sorted, edgeOf, { ...page, fingerprint: fingerprintOf(filter) }, fields);
}
