import "server-only";
import type { TPaymentSearchQuery } from "@/lib/domain/payments/filters";
import { classifierKey, type TCatalogEntry, type TPaymentCatalog } from "@/lib/domain/payments/payments";
import { AppError } from "@/lib/errors/app-error";

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

/**
 * Ids asked that the platform's own list does not hold: refused here, beside their filter, rather than sent
 * for the platform to refuse in words Countersign cannot place. Only when the list has ids: a list built
 * from the interface's names (no ids) cannot say which ids exist, and the platform judges them.
 */
export function checkKnownIds(query: TPaymentSearchQuery, catalog: TPaymentCatalog | null) {
  const fieldErrors: Record<string, string> = {};
  const unknown = (ids: number[] | undefined, list: TCatalogEntry[] = []) => {
    const known = new Set(list.flatMap((e) => (e.id === null ? [] : [e.id])));
    return known.size ? (ids ?? []).filter((id) => !known.has(id)) : [];
  };
  const status = unknown(query.statusIds, catalog?.statuses);
  const type = unknown(query.typeIds, catalog?.types);
  const say = (what: string, ids: number[]) =>
    `The platform lists no ${what} with id ${ids.join(", ")}: pick one from the list.`;
  if (status.length) fieldErrors.status = say("status", status);
  if (type.length) fieldErrors.type = say("transaction type", type);
  if (Object.keys(fieldErrors).length) {
    throw new AppError("invalid_input", Object.values(fieldErrors).join(" "), { fieldErrors });
  }
}
