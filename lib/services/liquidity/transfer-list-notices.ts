import "server-only";
import type { TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import {
  TRANSFER_FILTER_LABELS,
  TRANSFER_FILTERS,
  paramsOfFilter,
  TRANSFER_PARAMS,
  type TLiquidityNotice,
  type TTransferFilter,
  type TTransferParam,
} from "@/lib/domain/liquidity/list";
import type { TCheckedTransfers } from "./read-checked-transfers";

// What the Liquidity list says when the platform did not do what it asked: which filters Countersign
// applied itself and why, what the page's numbers then describe, and an order that is not the one asked
// (docs/platform.md), so nobody takes a count or an order for what it is not.

const and = (words: string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(words);
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** "the Status and Debtor account filters" */
export function filterWords(filters: Iterable<TTransferFilter>): string {
  const given = new Set(filters);
  const labels = TRANSFER_FILTERS.filter((f) => given.has(f)).map((f) => TRANSFER_FILTER_LABELS[f]);
  return `the ${and(labels)} ${plural(labels.length, "filter", "filters")}`;
}

const wire = (q: TTransferQuery, p: TTransferParam) => {
  const v = q[p];
  return `“${p}=${Array.isArray(v) ? v.join(`&${p}=`) : String(v)}”`;
};
const orderWords = (sort: NonNullable<TTransferQuery["sort"]>) =>
  `by request id, ${sort.endsWith("DESC") ? "descending" : "ascending"}`;

export function listNotices(q: TTransferQuery, c: TCheckedTransfers): TLiquidityNotice[] {
  const notices: TLiquidityNotice[] = [];
  const refusedFilters = new Set(
    [...c.refused].map((p) => TRANSFER_PARAMS[p]).filter((f): f is TTransferFilter => f !== null),
  );
  const ignoredOnly = TRANSFER_FILTERS.filter((f) => c.local.has(f) && !refusedFilters.has(f));
  const hidden = c.page.rows.length - c.rows.length;
  const scope =
    `Countersign shows only the transfers of this page that match ` +
    `(${c.rows.length} of the ${c.page.rows.length} the platform sent${hidden ? `, ${hidden} hidden` : ""}). ` +
    `The page numbers and the total describe the platform's list without ` +
    `${plural(c.local.size, "that filter", "those filters")}, so a page may show fewer transfers than asked, ` +
    `or none: page on to read further.`;
  if (ignoredOnly.length) {
    const sentAs = and(
      ignoredOnly
        .flatMap(paramsOfFilter)
        .filter((p) => q[p] !== undefined)
        .map((p) => wire(q, p)),
    );
    notices.push({
      kind: "filtered_here",
      message:
        `The platform did not apply ${filterWords(ignoredOnly)}: it listed transfers ` +
        `${plural(ignoredOnly.length, "this filter excludes", "these filters exclude")} (the interface does ` +
        `not show the names; Countersign sends ${sentAs}). ${refusedFilters.size ? "" : scope}`.trim(),
    });
  }
  const refusedParams = [...c.refused].filter((p) => p !== "sort");
  if (refusedParams.length)
    notices.push({
      kind: "refused",
      message:
        `The platform refused ${and(refusedParams.map((p) => wire(q, p)))}, ${plural(refusedParams.length, "a name", "names")} ` +
        `Countersign uses because the interface does not show ${plural(refusedParams.length, "it", "them")}. ` +
        `The list was read without ${plural(refusedParams.length, "it", "them")}, and ` +
        `${filterWords(refusedFilters)} applied here. ${scope}`,
    });
  if (q.sort && c.sort === "differs")
    notices.push({
      kind: "sort",
      message:
        `The platform did not return the transfers ordered ${orderWords(q.sort)}: they are shown in the ` +
        `order it sent them, and the pages may not follow that order either.`,
    });
  if (q.sort && c.sort === "refused")
    notices.push({
      kind: "sort",
      message:
        `The platform refused the order ${orderWords(q.sort)}, which Countersign sends as ` +
        `${wire(q, "sort")} because the interface does not show its name. The transfers are shown in the ` +
        `platform's own order.`,
    });
  return notices;
}
