"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ledgerCurrency } from "@/lib/money/ledger-currency";
import type { TTransactionCommand } from "@/lib/domain/ledger/transactions";
import { TransactionTotals } from "./transaction-totals";

type TProps = {
  command: TTransactionCommand | null;
  onConfirm: () => Promise<boolean>;
  onCancel: () => void;
};

/**
 * The last look before a transaction is posted: its reference, how many postings, and what it moves per
 * currency (what the person typed, as exact minor units in each currency's precision).
 */
export function TransactionReview({ command, onConfirm, onCancel }: TProps) {
  const body = command?.body;
  const n = body?.postings.length ?? 0;
  const postings = (body?.postings ?? []).flatMap((p) => {
    const currency = ledgerCurrency(p.currency);
    return currency ? [{ amount: p.amount, currency }] : [];
  });
  return (
    <ConfirmDialog
      open={command !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`Post “${body?.referenceId ?? ""}” to the ledger: ${n} posting${n === 1 ? "" : "s"}?`}
      description="The ledger applies every posting or none, a moment after accepting it. Sending again from this form never posts twice: every attempt carries the same Idempotency-Key."
      confirmLabel="Post to the ledger"
      onConfirm={onConfirm}
    >
      <div className="flex flex-col gap-1 text-sm" data-testid="transaction-review">
        <p>
          <span className="text-muted-foreground">Reference source:</span> {body?.referenceSource}
          {" · "}
          <span data-testid="review-count">
            {n} posting{n === 1 ? "" : "s"}
          </span>
        </p>
        <TransactionTotals postings={postings} />
      </div>
    </ConfirmDialog>
  );
}
