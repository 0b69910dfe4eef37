import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import {
  activeTransferFilters,
  contradicted,
  matchesLocally,
  refusedTransferParams,
  sortHonoured,
} from "@/lib/providers/gateway/transfer-checks";
import type { TTransfer, TTransferPage, TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import {
  paramsOfFilter,
  TRANSFER_PARAMS,
  type TTransferFilter,
  type TTransferParam,
} from "@/lib/domain/liquidity/list";
import { platform } from "../platform/registry";
import type { TTransferListMemory } from "./transfer-list-memory";

// One page of GET /v1/nostro-accounts/transfers, checked against what was asked (docs/platform.md). A 400
// that names a guessed parameter is read again without it (a read is safe to repeat), and the parameter is
// not sent again for a while; a filter the platform returned contradicting rows for, or one it refused,
// is applied here to the page's rows. The platform's page boundaries, count and order are left as they
// are: the order by request id is only checked, never redone on a page.

export type TCheckedTransfers = {
  /** The platform's page as it came (its total, limit, offset and rows). */
  page: TTransferPage;
  /** The rows to show: the page's rows that match every filter Countersign applies itself. */
  rows: TTransfer[];
  /** Filters applied here: seen ignored (now or before) or refused. */
  local: Set<TTransferFilter>;
  /** Filters whose rows contradicted them on this page. */
  ignored: Set<TTransferFilter>;
  /** Guessed parameters left out of this read because the platform refused them (now or before). */
  refused: Set<TTransferParam>;
  sort: "honoured" | "differs" | "refused" | null;
};

const filterOf = (p: TTransferParam) => TRANSFER_PARAMS[p];

export async function readCheckedTransfers(
  query: TTransferQuery,
  memory: TTransferListMemory,
): Promise<TCheckedTransfers> {
  const sent = (p: TTransferParam) => query[p] !== undefined;
  const refused = new Set([...memory.with("refused")].filter(sent));
  let page: TTransferPage;
  for (;;) {
    const asked = { ...query };
    for (const p of refused) delete asked[p];
    try {
      page = await platform().gateway.listTransfers(asked);
      break;
    } catch (err) {
      const named = isProviderError(err) ? refusedTransferParams(err, asked) : [];
      if (named.length === 0) throw err;
      logger.warn(
        { refused: named },
        "transfer list: the platform refused a guessed parameter; reading without it",
      );
      memory.note("refused", named);
      for (const p of named) refused.add(p);
    }
  }

  const filters = activeTransferFilters(query);
  const remembered = [...memory.with("ignored")].filter(sent).map(filterOf);
  const local = new Set<TTransferFilter>(
    [...remembered, ...[...refused].map(filterOf)].filter(
      (f): f is TTransferFilter => f !== null && filters.includes(f),
    ),
  );
  const ignored = new Set<TTransferFilter>();
  // A refused parameter was not sent: its filter's rows prove nothing about the platform.
  const checkable = filters.filter((f) => !paramsOfFilter(f).some((p) => refused.has(p)));
  for (const row of page.rows) for (const f of contradicted(row, query, checkable)) ignored.add(f);
  if (ignored.size) {
    logger.warn({ ignored: [...ignored] }, "transfer list: the platform did not apply a filter");
    memory.note("ignored", [...ignored].flatMap(paramsOfFilter).filter(sent));
    for (const f of ignored) local.add(f);
  }

  return {
    page,
    rows: local.size ? page.rows.filter((row) => matchesLocally(row, query, local)) : page.rows,
    local,
    ignored,
    refused,
    sort: !query.sort
      ? null
      : refused.has("sort")
        ? "refused"
        : sortHonoured(page.rows, query.sort)
          ? "honoured"
          : "differs",
  };
}
