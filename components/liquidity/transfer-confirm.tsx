"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { TSettlementAccount } from "@/lib/domain/liquidity/liquidity";
import { accountLabel, findAccount } from "./account-label";

export type TTransferDraft = {
  debtorAccount: string;
  creditorAccount: string;
  /** Already formatted in the reader's locale, with its code. */
  amountText: string;
  purpose: string;
  transferType: string;
  requestId: string;
};

type TProps = {
  open: boolean;
  draft: TTransferDraft | null;
  accounts: readonly TSettlementAccount[];
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
};

/** Moving money between settlement accounts cannot be undone from here: name both accounts and the amount. */
export function TransferConfirm({ open, draft, accounts, onConfirm, onClose }: TProps) {
  if (!draft) return null;
  const name = (account: string) => {
    const a = findAccount(accounts, account);
    return a ? accountLabel(a) : account;
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title={`Transfer ${draft.amountText} from ${draft.debtorAccount} to ${draft.creditorAccount}?`}
      description="The platform moves this amount between the two settlement accounts. Once sent it cannot be cancelled from Countersign."
      confirmLabel="Send the transfer"
      onConfirm={onConfirm}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="transfer-summary">
        <dt className="text-muted-foreground">From</dt>
        <dd className="font-mono text-xs">{name(draft.debtorAccount)}</dd>
        <dt className="text-muted-foreground">To</dt>
        <dd className="font-mono text-xs">{name(draft.creditorAccount)}</dd>
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="tabular-nums">{draft.amountText}</dd>
        <dt className="text-muted-foreground">Purpose</dt>
        <dd>{draft.purpose || "The platform's default text"}</dd>
        <dt className="text-muted-foreground">Type</dt>
        <dd>{draft.transferType}</dd>
        <dt className="text-muted-foreground">Request id</dt>
        <dd className="font-mono text-xs">{draft.requestId}</dd>
      </dl>
    </ConfirmDialog>
  );
}
