import { ProviderError } from "@/lib/errors/provider-error";
import type { TListOrders } from "@/lib/providers/restriction/client";
import type { TDecisionAccepted, TRestrictionOrder } from "@/lib/providers/restriction/schemas";
import type { TRestrictionDeps } from "@/lib/services/restriction-orders/deps";

// For unit tests only: the restriction API in memory, behaving as the sandbox documents it (list sorted by
// JavaScript string comparison, a decision only on UNPROCESSED, 409 after), counting its calls. `script`
// replaces the next confirm/reject answers, e.g. with a timeout that did or did not apply the decision.

export function order(
  docId: string,
  status: TRestrictionOrder["data"]["status"] = "UNPROCESSED",
): TRestrictionOrder {
  return {
    header: {
      date: "2026-11-20T10:00:00.000Z",
      doc_id: docId,
      type: "BLOCK",
      reference_doc_id: `EXE-${docId}`,
    },
    data: { status, amount: 125_000, currency: "EUR", payer: { name: "Jonas Petraitis" } },
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
type TScripted = (call: TDecideCall, apply: () => TDecisionAccepted) => Promise<TDecisionAccepted>;

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
  const store = new Map(orders.map((o) => [o.header.doc_id, structuredClone(o)]));
  const calls = { list: 0, queries: [] as TListOrders[], decide: [] as TDecideCall[] };
  const script: TScripted[] = [];
  let listFails: Error | null = null;

  function apply(call: TDecideCall): TDecisionAccepted {
    const o = store.get(call.docId);
    if (!o) throw refusal(404, "ORDER_NOT_FOUND");
    if (o.data.status !== "UNPROCESSED") throw refusal(409, "ORDER_ALREADY_PROCESSED");
    o.data.status = call.decision;
    return { result: { accepted: "2026-11-25T10:00:00.000Z" } };
  }
  async function decide(call: TDecideCall) {
    calls.decide.push(call);
    const next = script.shift();
    return next ? next(call, () => apply(call)) : apply(call);
  }

  const deps: TRestrictionDeps = {
    async listOrders(query) {
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
      const [field, dir] = (sort ?? "header.date,DESC").split(",");
      const key = (o: TRestrictionOrder) =>
        field === "header.doc_id"
          ? o.header.doc_id
          : field === "data.amount"
            ? (o.data.amount ?? 0)
            : field === "data.status"
              ? o.data.status
              : (o.header.date ?? "");
      let all = [...store.values()].filter((o) => !status || o.data.status === status);
      all.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        if (x !== y) return (x < y ? -1 : 1) * (dir === "DESC" ? -1 : 1);
        return a.header.doc_id < b.header.doc_id ? -1 : 1;
      });
      if (opts.listSort) {
        const ids = opts.listSort(all.map((o) => o.header.doc_id));
        all = ids.map((id) => store.get(id)!);
      }
      const items = all.slice(page * size, page * size + size);
      return {
        metadata: {
          is_last_page: (page + 1) * size >= all.length,
          page_items: items.length,
          page_number: page,
          page_size: size,
          total_items: all.length,
        },
        orders: structuredClone(items),
      };
    },
    confirm: (docId) => decide({ docId, decision: "CONFIRMED" }),
    reject: (docId, reason) => decide({ docId, decision: "REJECTED", reason }),
    reasonField: "reason",
    timeoutMs: 1_000,
  };
  return {
    deps,
    calls,
    store,
    script,
    failList(err: Error | null) {
      listFails = err;
    },
  };
}
