"use client";

import { useId } from "react";
import { Callout } from "@/components/ui/callout";
import { canBeClosed, type TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import { AccountBalances } from "./account-balances";
import { AccountFields, LedgerAccountNames } from "./account-fields";
import { CloseAccountDialog } from "./close-account-dialog";
import { CloseProgress } from "./close-progress";
import { useCloseAccount } from "./use-close-account";
import { useLedgerAccount } from "./use-ledger-account";

/**
 * One ledger account as last read, with its close. The close button exists only while the account as
 * read can be closed (OPENED or BLOCKED) and no close is being followed: once a read says CLOSED it goes.
 */
export function AccountDetail({ initial, canClose }: { initial: TLedgerAccountView; canClose: boolean }) {
  const { account, refreshError, put } = useLedgerAccount(initial);
  const close = useCloseAccount(account, put);
  const balancesId = useId();
  const namesId = useId();
  // After an accepted close the button stays away even if the account still reads OPENED: a second
  // intent would queue a second close of the same account.
  const offerClose = canClose && canBeClosed(account.status) && close.follow.phase === "idle";
  return (
    <div className="flex flex-col gap-5" data-testid="account-detail" data-status={account.status}>
      <div aria-live="polite">
        <CloseProgress follow={close.follow} onCheckAgain={close.checkAgain} />
      </div>
      {refreshError ? (
        <Callout tone="warning" title="Showing what was read earlier: a refresh failed.">
          {refreshError.message}
        </Callout>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label="Account" className="flex min-w-0 flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2 border-b pb-1">
            <h2 className="text-sm font-semibold">Account</h2>
            {offerClose ? (
              <CloseAccountDialog
                account={account}
                error={close.dialogError}
                onOpen={close.onOpen}
                onConfirm={close.confirm}
                onDismiss={close.clearError}
              />
            ) : null}
          </div>
          <AccountFields account={account} />
        </section>
        <div className="flex min-w-0 flex-col gap-5">
          <section aria-labelledby={balancesId} className="flex min-w-0 flex-col gap-1.5">
            <h2 id={balancesId} className="border-b pb-1 text-sm font-semibold">
              Balances
            </h2>
            <AccountBalances balances={account.balances} labelledBy={balancesId} />
          </section>
          <section aria-labelledby={namesId} className="flex min-w-0 flex-col gap-1.5">
            <h2 id={namesId} className="border-b pb-1 text-sm font-semibold">
              Ledger account names
            </h2>
            <p className="text-xs text-muted-foreground">The names postings use for this account.</p>
            <LedgerAccountNames account={account} />
          </section>
        </div>
      </div>
    </div>
  );
}
