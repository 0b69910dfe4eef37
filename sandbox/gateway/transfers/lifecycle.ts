import { randomUUID } from "node:crypto";
import type { TSandboxContext } from "../../context";
import type { TTransfer, TTransferStatus } from "../../state/model";
import { settlementAccount } from "./accounts";

// Creating liquidity transfers and moving them on. The interface names the statuses but not the moves;
// the sandbox runs CREATED → SENT_TO_CLEAR → ACCEPTED → COMPLETED, one step per
// ctx.config.delays.paymentStepMs of sandbox time. REJECTED comes only from the control API. Every
// change emits a `liquidity` event (the Liquidity webhook).

export const TRANSFER_STATUSES = ["CREATED", "SENT_TO_CLEAR", "ACCEPTED", "REJECTED", "COMPLETED"] as const;
export const FINAL_STATUSES: readonly TTransferStatus[] = ["REJECTED", "COMPLETED"];
export const DEFAULT_PURPOSE = "Liquidity transfer between settlement accounts";

const NEXT: Partial<Record<TTransferStatus, TTransferStatus>> = {
  CREATED: "SENT_TO_CLEAR",
  SENT_TO_CLEAR: "ACCEPTED",
  ACCEPTED: "COMPLETED",
};

export type TNewTransfer = {
  requestId?: string;
  amount: number;
  debtorAccount?: string;
  creditorAccount: string;
  purpose?: string;
  status?: TTransferStatus;
  createdAt?: string;
};

export function createTransfer(ctx: TSandboxContext, init: TNewTransfer, opts: { emit: boolean }): TTransfer {
  const id = ctx.store.nextId("transfer");
  const createdAt = init.createdAt ?? ctx.clock.nowIso();
  const status = init.status ?? "CREATED";
  const transfer: TTransfer = {
    id,
    requestId: init.requestId ?? randomUUID(),
    amount: init.amount,
    currency: "EUR",
    creditorAccount: init.creditorAccount,
    ...(init.debtorAccount && { debtorAccount: init.debtorAccount }),
    sepaMessageId: `LIQ${String(ctx.store.nextId("message")).padStart(12, "0")}`,
    status,
    createdAt,
    updatedAt: createdAt,
    ...(status === "ACCEPTED" || status === "COMPLETED" ? { settlementDate: createdAt.slice(0, 10) } : {}),
    transferType: "INTERNAL",
    ...bankNames(init.debtorAccount, init.creditorAccount),
    purpose: init.purpose ?? DEFAULT_PURPOSE,
  };
  ctx.store.transfers.set(id, transfer);
  if (opts.emit) emit(ctx, transfer);
  return transfer;
}

/** Schedules the next automatic step; a transfer moved elsewhere meanwhile (REJECTED) stops there. */
export function progress(ctx: TSandboxContext, transfer: TTransfer): void {
  const from = transfer.status;
  const to = NEXT[from];
  if (!to) return;
  ctx.clock.after(ctx.config.delays.paymentStepMs, () => {
    if (ctx.store.transfers.get(transfer.id) !== transfer || transfer.status !== from) return;
    setTransferStatus(ctx, transfer, to);
    progress(ctx, transfer);
  });
}

export function setTransferStatus(ctx: TSandboxContext, transfer: TTransfer, status: TTransferStatus): void {
  if (transfer.status === status) return;
  transfer.status = status;
  transfer.updatedAt = ctx.clock.nowIso();
  if (status === "ACCEPTED") transfer.settlementDate ??= transfer.updatedAt.slice(0, 10);
  emit(ctx, transfer);
}

function emit(ctx: TSandboxContext, transfer: TTransfer) {
  ctx.events.emit({ kind: "liquidity", transfer, at: transfer.updatedAt });
}

function bankNames(debtorAccount: string | undefined, creditorAccount: string) {
  const debtor = debtorAccount ? settlementAccount(debtorAccount) : undefined;
  const creditor = settlementAccount(creditorAccount);
  return {
    ...(debtor && { debtorBankName: debtor.bankName }),
    ...(creditor && { creditorBankName: creditor.bankName }),
  };
}
