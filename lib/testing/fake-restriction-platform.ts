import { ProviderError } from "@/lib/errors/provider-error";
import type { TOrderStatus } from "@/lib/domain/restriction-orders/restriction-orders";
import type {
  TRestrictionAcceptance,
  TRestrictionListQuery,
  TRestrictionOrder,
} from "@/lib/domain/restriction-orders/types";
import type { TRestrictionPort } from "@/lib/services/platform/ports";
import type { TPlatformFake } from "@/lib/services/platform/registry";

// For unit tests only: the restriction API in memory, behaving as the sandbox documents it (list sorted by
// JavaScript string comparison, a decision only on UNPROCESSED, 409 after), counting its calls. `script`
// replaces the next confirm/reject answers, e.g. with a timeout that did or did not apply the decision.
// It speaks the provider's domain types (lib/domain/restriction-orders/types.ts), as the services see it.

const nobody = { name: null, account: null, bic: null, id: null, memberCode: null };

export function order(docId: string, status: TOrderStatus = "UNPROCESSED"): TRestrictionOrder {
  return {
    docId,
    date: "2026-11-20T10:00:00.000Z",
    type: "BLOCK",
    referenceDocId: `EXE-${docId}`,
    status,
    amount: 125_000,
    currency: "EUR",
    payer: { ...nobody, name: "Jonas Petraitis" },
    payee: nobody,
    freeDisposalAmount: null,
    freeDisposalComment: null,
    remittance: null,
    other: {},
  };
}

export const refusal = (status: number | null, code?: string, kind: ProviderError["kind"] = "http") =>
  new ProviderError({
    api: "restriction",
    kind,
    status,
    code,
    method: "POST",
    path: "/api/v1/orders/x",
    requestId: "r",
  });

const listRefusal = (params: string[]) =>
  new ProviderError({
    api: "restriction",
    kind: "http",
    status: 400,
    code: "VALIDATION_ERROR",
    fieldErrors: params.map((p) => ({ field: p, message: "unknown parameter", code: "UNKNOWN" })),
    method: "GET",
    path: "/api/v1/orders",
    requestId: "r",
  });

type TDecideCall = { docId: string; decision: "CONFIRMED" | "REJECTED"; reason?: string };
type TScripted = (call: TDecideCall, apply: () => TRestrictionAcceptance) => Promise<TRestrictionAcceptance>;

/**
 * `listSort` reorders the list as another collation would; `ignore` makes the list ignore parameters (as a
 * platform that does not know their names), `refuse` answers 400 VALIDATION_ERROR naming them.
 */
export function fakePlatform(
  orders: TRestrictionOrder[] = [],
  opts: {
    listSort?: (ids: string[]) => string[];
    ignore?: ("status" | "sort" | "page")[];
    refuse?: ("status" | "sort" | "size")[];
  } = {},
) {
  const store = new Map(orders.map((o) => [o.docId, structuredClone(o)]));
  const calls = { list: 0, queries: [] as TRestrictionListQuery[], decide: [] as TDecideCall[] };
  const script: TScripted[] = [];
  let listFails: Error | null = null;

  function apply(call: TDecideCall): TRestrictionAcceptance {
    const o = store.get(call.docId);
    if (!o) throw refusal(404, "ORDER_NOT_FOUND");
    if (o.status !== "UNPROCESSED") throw refusal(409, "ORDER_ALREADY_PROCESSED");
    o.status = call.decision;
    return { accepted: "2026-11-25T10:00:00.000Z" };
  }
  async function decide(call: TDecideCall) {
    calls.decide.push(call);
    const next = script.shift();
    return next ? next(call, () => apply(call)) : apply(call);
  }

  const restriction: TRestrictionPort = {
    async listOrders(query = {}) {
      calls.list++;
      calls.queries.push(query);
      if (listFails) throw listFails;
      const refused = (opts.refuse ?? []).filter((p) => query[p] !== undefined);
      if (refused.length) throw listRefusal(refused);
      const ignored = new Set(opts.ignore ?? []);
      const status = ignored.has("status") ? undefined : query.status;
      const sort = ignored.has("sort") ? undefined : query.sort;
      const page = ignored.has("page") ? 0 : (query.page ?? 0);
      const size = query.size ?? 20; // the platform's own default when none is sent
      const { key: field, dir } = sort ?? { key: "date", dir: "desc" };
      const key = (o: TRestrictionOrder) =>
        field === "doc_id"
          ? o.docId
          : field === "amount"
            ? (o.amount ?? 0)
            : field === "status"
              ? o.status
              : (o.date ?? "");
      let all = [...store.values()].filter((o) => !status || o.status === status);
      all.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        if (x !== y) return (x < y ? -1 : 1) * (dir === "desc" ? -1 : 1);
        return a.docId < b.docId ? -1 : 1;
      });
      if (opts.listSort) {
        const ids = opts.listSort(all.map((o) => o.docId));
        all = ids.map((id) => store.get(id)!);
      }
      const items = all.slice(page * size, page * size + size);
      return {
        orders: structuredClone(items),
        isLastPage: (page + 1) * size >= all.length,
        pageNumber: page,
        pageSize: size,
        totalItems: all.length,
      };
    },
    confirmOrder: (docId) => decide({ docId, decision: "CONFIRMED" }),
    rejectOrder: (docId, reason) => decide({ docId, decision: "REJECTED", reason }),
    reasonField: "reason",
  };
  const platform: TPlatformFake = { restriction, timeoutMs: 1_000 };
  return {
    platform,
    restriction,
    calls,
    store,
    script,
    failList(err: Error | null) {
      listFails = err;
    },
  };
}
