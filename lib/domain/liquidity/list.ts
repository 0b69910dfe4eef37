// Client-safe: what the Liquidity page's list and totals tell the reader about how they were read, when
// the platform did not apply a filter under the name Countersign sends (the interface names the transfer
// list's filters only by meaning; docs/platform.md). Made by lib/services/liquidity, shown by
// components/liquidity (the notices through components/ui/list-notices.tsx).

import type { TTransferPage, TTransferQuery } from "./liquidity";

/** The list's filters as Countersign checks them on each row (one per field of the filter form). */
export const TRANSFER_FILTERS = [
  "requestId",
  "debtorAccount",
  "creditorAccount",
  "status",
  "dateTime",
] as const;
export type TTransferFilter = (typeof TRANSFER_FILTERS)[number];

export const TRANSFER_FILTER_LABELS: Record<TTransferFilter, string> = {
  requestId: "Request id",
  debtorAccount: "Debtor account",
  creditorAccount: "Creditor account",
  status: "Status",
  dateTime: "Created from/to",
};

/** The query parameters Countersign sends under the sandbox's names, each with the filter it carries. */
export const TRANSFER_PARAMS = {
  requestId: "requestId",
  debtorAccount: "debtorAccount",
  creditorAccount: "creditorAccount",
  status: "status",
  dateTimeFrom: "dateTime",
  dateTimeTo: "dateTime",
  sort: null,
} as const satisfies Partial<Record<keyof TTransferQuery, TTransferFilter | null>>;
export type TTransferParam = keyof typeof TRANSFER_PARAMS;

/** The parameters that carry `filter` (both bounds for the date-time filter). */
export const paramsOfFilter = (filter: TTransferFilter) =>
  (Object.keys(TRANSFER_PARAMS) as TTransferParam[]).filter((p) => TRANSFER_PARAMS[p] === filter);

/** One thing the platform did not do as the list asked, in the server's words. */
export type TLiquidityNotice = {
  kind: "filtered_here" | "refused" | "sort" | "counted_here" | "count_cut";
  message: string;
};

/**
 * A page of the list as the page shows it. `total`, `limit` and `offset` stay the platform's; when
 * `filteredHere` is not empty they describe the list the platform sent (without those filters), and
 * `rows` are the `platformRows` it sent on this page that match every filter.
 */
export type TTransferListPage = TTransferPage & {
  platformRows: number;
  filteredHere: TTransferFilter[];
  notices: TLiquidityNotice[];
};
