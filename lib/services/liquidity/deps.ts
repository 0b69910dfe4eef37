import "server-only";
import { env } from "@/lib/env";
import { gateway } from "@/lib/providers/gateway/client";
import type { TNewTransfer } from "@/lib/providers/gateway/transfers";
import type {
  TSettlementAccount,
  TTransfer,
  TTransferPage,
  TTransferQuery,
} from "@/lib/domain/liquidity/liquidity";
import { settlementAccounts } from "./settlement-accounts";

/** What the liquidity use cases need from the platform; unit tests pass a fake or a sandbox-backed one. */
export type TLiquidityDeps = {
  listTransfers(query: TTransferQuery, opts?: { requestId?: string }): Promise<TTransferPage>;
  createTransfer(body: TNewTransfer, opts?: { requestId?: string }): Promise<TTransfer>;
};

/**
 * Making transfers also needs the deadline (a send pending for twice PLATFORM_TIMEOUT_MS has died) and the
 * settlement accounts a transfer may name (LIQUIDITY_SETTLEMENT_ACCOUNTS).
 */
export type TTransferWriteDeps = TLiquidityDeps & {
  timeoutMs: number;
  settlementAccounts: readonly TSettlementAccount[];
};

export const platformLiquidityDeps = (): TLiquidityDeps => gateway();

export const platformTransferWriteDeps = (): TTransferWriteDeps => {
  const api = gateway();
  return {
    listTransfers: (query, opts) => api.listTransfers(query, opts),
    createTransfer: (body, opts) => api.createTransfer(body, opts),
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
    settlementAccounts: settlementAccounts(),
  };
};
