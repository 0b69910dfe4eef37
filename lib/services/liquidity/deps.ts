import "server-only";
import { gateway } from "@/lib/providers/gateway/client";
import type { TNewTransfer } from "@/lib/providers/gateway/transfers";
import type { TTransfer, TTransferPage, TTransferQuery } from "@/lib/schemas/liquidity";

/** What the liquidity use cases need from the platform; unit tests pass a fake or a sandbox-backed one. */
export type TLiquidityDeps = {
  listTransfers(query: TTransferQuery, opts?: { requestId?: string }): Promise<TTransferPage>;
  createTransfer(body: TNewTransfer, opts?: { requestId?: string }): Promise<TTransfer>;
};

export const platformLiquidityDeps = (): TLiquidityDeps => gateway();
