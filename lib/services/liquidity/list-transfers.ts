import "server-only";
import type { TTransferPage, TTransferQuery } from "@/lib/schemas/liquidity";
import { platformLiquidityDeps, type TLiquidityDeps } from "./deps";

/** One page of transfers as the platform lists them (newest first unless sorted by request id). */
export function listTransfers(
  query: TTransferQuery,
  deps: TLiquidityDeps = platformLiquidityDeps(),
): Promise<TTransferPage> {
  return deps.listTransfers(query);
}
