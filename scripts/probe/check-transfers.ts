// Liquidity transfers, read-only: the list's shape (stated), then each filter the interface names only by
// meaning, with a value taken from the transfers listed so that some of them match it and some do not. A
// filter the platform ignores shows as a listed row it excludes, exactly as the app's own row checks
// (lib/providers/gateway/transfer-checks.ts) see it; a 400 naming the parameter is what the app reads again
// without. The order by request id is checked the same way.
import { isProviderError } from "../../lib/errors/provider-error";
import {
  refusedTransferParams,
  sortHonoured,
  transferVerdict,
} from "../../lib/providers/gateway/transfer-checks";
import type { TTransfer, TTransferQuery } from "../../lib/domain/liquidity/liquidity";
import type { TTransferFilter } from "../../lib/domain/liquidity/list";
import { guarded, type TCheck } from "./report";
import type { TProbeTarget } from "./target";

const AREA = "gateway: liquidity transfers";
const LIST = "GET /v1/nostro-accounts/transfers (list shape stated)";
const page = { limit: 100, offset: 0 };

const FILTERED_HERE =
  "each page is filtered here with a notice (its count and pages are then the platform's list without the filter)";
const THEN: Record<TTransferFilter | "sort", string> = {
  status: `${FILTERED_HERE}; the totals and the chart are counted here by each row's own status, from one bounded read`,
  debtorAccount: `${FILTERED_HERE}; the totals count the matching rows read`,
  creditorAccount: `${FILTERED_HERE}; the totals count the matching rows read`,
  dateTime: `${FILTERED_HERE}; the totals count the matching rows read`,
  requestId: `${FILTERED_HERE}; the totals count the matching rows read`,
  sort: "the page says the order was not applied; rows are never re-sorted on a page",
};

/** A value some listed rows have and others lack, so an ignored filter shows as a wrong row. */
const splitting = <T>(rows: TTransfer[], value: (t: TTransfer) => T | null) =>
  rows.map(value).find((v) => v !== null && rows.some((r) => value(r) !== v)) ?? null;

function probes(rows: TTransfer[]): { filter: TTransferFilter; query: Partial<TTransferQuery> }[] {
  const out: { filter: TTransferFilter; query: Partial<TTransferQuery> }[] = [];
  const status = splitting(rows, (t) => t.status);
  if (status) out.push({ filter: "status", query: { status: [status as never] } });
  const debtor = splitting(rows, (t) => t.debtorAccount);
  if (debtor) out.push({ filter: "debtorAccount", query: { debtorAccount: debtor } });
  const creditor = splitting(rows, (t) => t.creditorAccount);
  if (creditor) out.push({ filter: "creditorAccount", query: { creditorAccount: creditor } });
  const times = rows.map((t) => t.createdAt).sort();
  const middle = times[Math.floor(times.length / 2)];
  if (middle && times[0] !== middle) out.push({ filter: "dateTime", query: { dateTimeFrom: middle } });
  const requestId = rows.length > 1 ? rows.find((t) => t.requestId)?.requestId : null;
  if (requestId) out.push({ filter: "requestId", query: { requestId } });
  return out;
}

async function probeFilter(t: TProbeTarget, filter: TTransferFilter | "sort", query: TTransferQuery) {
  const what = `${filter === "sort" ? "order by request id" : `${filter} filter`} (its parameter name is not shown)`;
  return guarded(AREA, what, async () => {
    const sent = Object.entries(query)
      .filter(([k]) => k !== "limit" && k !== "offset")
      .map(([k, v]) => `${k}=${String(v)}`)
      .join("&");
    try {
      const { rows } = await t.gateway.listTransfers(query);
      const wrong =
        filter === "sort"
          ? sortHonoured(rows, query.sort!)
            ? 0
            : rows.length
          : rows.filter((r) => transferVerdict(filter, r, query) === "differs").length;
      return wrong === 0
        ? {
            area: AREA,
            what,
            verdict: "holds",
            evidence: `${sent}: ${rows.length} transfer(s), all as asked`,
          }
        : {
            area: AREA,
            what,
            verdict: "fallback",
            evidence: `${sent}: ${filter === "sort" ? "the rows are not in that order" : `${wrong} of ${rows.length} transfer(s) do not match`}: the name is not applied`,
            then: THEN[filter],
          };
    } catch (err) {
      if (!isProviderError(err) || refusedTransferParams(err, query).length === 0) throw err;
      return {
        area: AREA,
        what,
        verdict: "fallback",
        evidence: `${sent}: refused with 400 naming ${refusedTransferParams(err, query).join(", ")}`,
        then: `the list is read again without it; ${THEN[filter]}`,
      };
    }
  });
}

export async function checkTransfers(t: TProbeTarget): Promise<TCheck[]> {
  let rows: TTransfer[] = [];
  const list = await guarded(AREA, LIST, async () => {
    const first = await t.gateway.listTransfers(page);
    rows = first.rows;
    return {
      area: AREA,
      what: LIST,
      verdict: "holds",
      evidence: `${first.rows.length} of ${first.total} transfer(s) on the first page`,
    };
  });
  const checks = [list];
  const asked = probes(rows);
  if (asked.length === 0)
    checks.push({
      area: AREA,
      what: "the list's filters (their parameter names are not shown)",
      verdict: "skipped",
      evidence: "the transfers listed do not differ in status, accounts or time",
    });
  for (const { filter, query } of asked) checks.push(await probeFilter(t, filter, { ...page, ...query }));
  if (rows.filter((r) => r.requestId).length > 1)
    checks.push(await probeFilter(t, "sort", { ...page, sort: "requestId,ASC" }));
  return checks;
}
