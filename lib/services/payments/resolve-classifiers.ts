import "server-only";
import type { TPaymentSearchQuery } from "@/lib/domain/payments/filters";
import { classifierKey, type TCatalogEntry, type TPaymentCatalog } from "@/lib/domain/payments/payments";

/**
 * Statuses and types asked by name ("TO_SIGN") go to the platform as its ids when its list gives them;
 * a name without an id stays a name, which Countersign applies itself (and then the ids beside it too:
 * lib/providers/gateway/payment-query.ts). Ids never come from anywhere but the platform's list.
 */
export function withPlatformIds(query: TPaymentSearchQuery, catalog: TPaymentCatalog | null) {
  const status = resolve(query.statusIds, query.statusNames, catalog?.statuses);
  const type = resolve(query.typeIds, query.typeNames, catalog?.types);
  return {
    ...query,
    statusIds: status.ids,
    statusNames: status.names,
    typeIds: type.ids,
    typeNames: type.names,
  } satisfies TPaymentSearchQuery;
}

function resolve(ids: number[] | undefined, names: string[] | undefined, list: TCatalogEntry[] = []) {
  if (!names?.length) return { ids, names: undefined };
  const idOf = new Map(list.flatMap((e) => (e.id === null ? [] : [[classifierKey(e.name), e.id] as const])));
  const found = names.flatMap((n) => (idOf.has(n) ? [idOf.get(n)!] : []));
  const left = names.filter((n) => !idOf.has(n));
  const all = [...new Set([...(ids ?? []), ...found])].sort((a, b) => a - b);
  return { ids: all.length ? all : undefined, names: left.length ? left : undefined };
}
