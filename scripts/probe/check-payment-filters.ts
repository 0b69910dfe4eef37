// Filter by filter: does the platform apply the parameter names Countersign sends? Each filter's value is
// taken from payments already listed, chosen so that some listed payments match it and some do not: an
// ignored filter then shows as a payment it excludes, exactly as the app's row checks would see it.
import { v2Query, v3Query, type TPaymentQuery } from "../../lib/providers/gateway/payment-query";
import type { TSearchApi } from "../../lib/providers/gateway/search-memory";
import type { TClassifiers } from "../../lib/providers/gateway/verify-classifiers";
import type { TFilterFamily } from "../../lib/domain/payments/notices";
import { classifierKey, type TPayment, type TPaymentCatalog } from "../../lib/domain/payments/payments";
import { guarded, type TCheck } from "./report";
import type { TProbeTarget } from "./target";

export const AREA = "gateway: payments";

export const holds = (what: string, evidence: string): TCheck => ({
  area: AREA,
  what,
  verdict: "holds",
  evidence,
});

type TProbeFilter = {
  family: TFilterFamily;
  query: Partial<TPaymentQuery>;
  matches: (p: TPayment) => boolean;
};

export function filtersFrom(sample: TPayment[], catalog: TPaymentCatalog | null): TProbeFilter[] {
  // A value that some listed payments have and others lack, so an ignored filter shows as a wrong row.
  const pick = <T>(value: (p: TPayment) => T | null) => {
    const values = sample.map(value).filter((v): v is T => v !== null);
    return values.find((v) => sample.some((p) => value(p) !== v)) ?? values[0] ?? null;
  };
  const out: TProbeFilter[] = [];
  const add = <T>(
    family: TFilterFamily,
    value: T | null,
    query: (v: T) => Partial<TPaymentQuery>,
    get: (p: TPayment) => T | null,
  ) => {
    if (value !== null) out.push({ family, query: query(value), matches: (p) => get(p) === value });
  };
  add(
    "id",
    sample[1]!.id,
    (id) => ({ id }),
    (p) => p.id,
  );
  add(
    "direction",
    pick((p) => p.direction),
    (direction) => ({ direction }),
    (p) => p.direction,
  );
  add(
    "schemes",
    pick((p) => p.method),
    (m) => ({ schemes: [m as never] }),
    (p) => p.method,
  );
  add(
    "currency",
    pick((p) => p.currency),
    (currency) => ({ currency }),
    (p) => p.currency,
  );
  add(
    "endToEndId",
    pick((p) => p.endToEndId),
    (endToEndId) => ({ endToEndId }),
    (p) => p.endToEndId,
  );
  add(
    "creditorAccount",
    pick((p) => p.creditorAccount),
    (creditorAccount) => ({ creditorAccount }),
    (p) => p.creditorAccount,
  );
  const eur = sample.filter((p) => p.currency === "EUR");
  const amount = eur.find((p) => eur.some((q) => q.amount !== p.amount))?.amount ?? eur[0]?.amount ?? null;
  add(
    "amount",
    amount,
    (a) => ({ amountFrom: BigInt(a), amountTo: BigInt(a) }),
    (p) => (p.currency === "EUR" ? p.amount : null),
  );
  // Status by the platform's id only: without the list, the filter is applied by name and never sent.
  const statusKey = (p: TPayment) => classifierKey(p.statusName ?? p.status);
  const idOf = (key: string) =>
    (catalog?.statuses ?? []).find((s) => classifierKey(s.name) === key)?.id ?? null;
  const status = pick(statusKey);
  const statusId = status === null ? null : idOf(status);
  if (statusId !== null) add("status", status, () => ({ statusIds: [statusId] }), statusKey);
  return out;
}

export async function checkFilter(
  t: TProbeTarget,
  api: TSearchApi,
  f: TProbeFilter,
  sample: TPayment[],
  classifiers: TClassifiers,
): Promise<TCheck> {
  const wire = Object.keys((api === "v3" ? v3Query : v2Query)({ ...f.query })).join(", ");
  const what = `${api} filter ${f.family} sent as \`${wire}\``;
  return guarded(AREA, what, async () => {
    const page = await t.gateway.searchPayments(
      { limit: 10, ...f.query },
      { classifiers, prefer: api, budget: 3 },
    );
    const ignored = page.notices?.some((n) => n.kind === "filtered_here" && n.filters.includes(f.family));
    const discriminating = sample.some((p) => !f.matches(p));
    if (ignored) {
      return {
        area: AREA,
        what,
        verdict: "fallback",
        evidence: "payments the filter excludes came back: the platform does not apply that name",
        then: "Countersign applies this filter itself on every page and says so on the page",
      };
    }
    if (page.rows.length === 0 && sample.some(f.matches)) {
      return {
        area: AREA,
        what,
        verdict: "fail",
        evidence: `no payment came back, although payment ${sample.find(f.matches)!.id} matches`,
        then: "the platform reads this parameter differently; correct its name or format in the provider",
      };
    }
    return discriminating
      ? holds(what, `${page.rows.length} payment(s), each matching`)
      : { ...holds(what, "every payment listed has this value: cannot tell"), verdict: "info" };
  });
}
