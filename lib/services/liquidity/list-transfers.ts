import "server-only";
import type { TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import { TRANSFER_FILTERS, type TTransferListPage } from "@/lib/domain/liquidity/list";
import { readCheckedTransfers } from "./read-checked-transfers";
import { transferListMemory, type TTransferListMemory } from "./transfer-list-memory";
import { listNotices } from "./transfer-list-notices";

/**
 * One page of transfers as the platform lists them (newest first unless sorted by request id), each row
 * checked against the filters (./read-checked-transfers.ts): a filter the platform did not apply is applied
 * here to the page, and the page says so (./transfer-list-notices.ts). Paging stays the platform's.
 */
export async function listTransfers(
  query: TTransferQuery,
  memory: TTransferListMemory = transferListMemory(),
): Promise<TTransferListPage> {
  const checked = await readCheckedTransfers(query, memory);
  return {
    ...checked.page,
    rows: checked.rows,
    platformRows: checked.page.rows.length,
    filteredHere: TRANSFER_FILTERS.filter((f) => checked.local.has(f)),
    notices: listNotices(query, checked),
  };
}
