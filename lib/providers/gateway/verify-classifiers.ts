import "server-only";
import { classifierKey, type TPaymentCatalog } from "@/lib/domain/payments/payments";
import type { TCheckRow } from "./check-rows";
import type { TPaymentQuery } from "./payment-query";
import { STATED_STATUSES, STATED_TYPES } from "./stated-catalog";
import type { TVerdict } from "./verify-filters";

// Status and type filters against a row. A filter holds the platform's ids (from its list operation) and/or
// names the interface lists (when that list is not available). The v2 item names its status and type
// (`status`, `status_hardvalue`, `type`, `type_id`: stated); the v3 summary's `status`, `statusId`, `type`
// and `typeId` are the sandbox's guess. A row proves a mismatch only in a spelling Countersign recognises
// (a name of the platform's list or of the interface's), so an unexpected representation is "unknown".

export type TClassifiers = {
  statuses: ReadonlyMap<number, string>;
  types: ReadonlyMap<number, string>;
  knownStatuses: ReadonlySet<string>;
  knownTypes: ReadonlySet<string>;
};

/** Id → name of the platform's lists (entries without an id add only their names). */
export function classifiersOf(catalog: TPaymentCatalog | null | undefined): TClassifiers {
  const ids = (list: TPaymentCatalog["statuses"] = []) =>
    new Map(list.flatMap((e) => (e.id === null ? [] : [[e.id, e.name] as const])));
  const keys = (stated: readonly string[], list: TPaymentCatalog["statuses"] = []) =>
    new Set([...stated, ...list.map((e) => e.name)].map(classifierKey));
  return {
    statuses: ids(catalog?.statuses),
    types: ids(catalog?.types),
    knownStatuses: keys(STATED_STATUSES, catalog?.statuses),
    knownTypes: keys(STATED_TYPES, catalog?.types),
  };
}

export function classifierVerdict(
  family: "status" | "type",
  row: TCheckRow,
  q: TPaymentQuery,
  c: TClassifiers,
): TVerdict {
  const isStatus = family === "status";
  const ids = (isStatus ? q.statusIds : q.typeIds) ?? [];
  const names = (isStatus ? q.statusNames : q.typeNames) ?? [];
  const byId = isStatus ? c.statuses : c.types;
  const rowId = isStatus ? row.statusId : row.typeId;
  const spellings = (isStatus ? row.status : [row.type]).filter((s): s is string => !!s).map(classifierKey);

  const wanted = new Set(
    [...names, ...ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))].map(classifierKey),
  );
  if (rowId !== undefined && rowId !== null && ids.includes(rowId)) return "match";
  if (spellings.some((s) => wanted.has(s))) return "match";

  // By id: the row carries its id and every value asked is an id.
  if (rowId !== undefined && rowId !== null && names.length === 0) return "differs";
  // By name: the row's spelling is a classifier we know, and every id asked has a known name.
  const known = isStatus ? c.knownStatuses : c.knownTypes;
  if (spellings.some((s) => known.has(s)) && ids.every((id) => byId.has(id))) return "differs";
  return "unknown";
}
