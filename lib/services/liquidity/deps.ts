import "server-only";
import { env } from "@/lib/env";
import { gateway } from "@/lib/providers/gateway/client";
import type { TNewTransfer } from "@/lib/providers/gateway/transfers";
import type { TTransfer, TTransferPage, TTransferQuery } from "@/lib/schemas/liquidity";

/** What the liquidity use cases need from the platform; unit tests pass a fake or a sandbox-backed one. */
export type TLiquidityDeps = {
  listTransfers(query: TTransferQuery, opts?: { requestId?: string }): Promise<TTransferPage>;
  createTransfer(body: TNewTransfer, opts?: { requestId?: string }): Promise<TTransfer>;
};

/** Making transfers also needs the deadline: a send pending for twice PLATFORM_TIMEOUT_MS has died. */
export type TTransferWriteDeps = TLiquidityDeps & { timeoutMs: number };

export const platformLiquidityDeps = (): TLiquidityDeps => gateway();

export const platformTransferWriteDeps = (): TTransferWriteDeps => {
  const api = gateway();
  return {
    listTransfers: (query, opts) => api.listTransfers(query, opts),
    createTransfer: (body, opts) => api.createTransfer(body, opts),
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
  };
};
