import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import { parsePostingCurrency } from "@/lib/money/ledger-currency";
import type { TLedgerTransactionView } from "@/lib/domain/ledger/transactions";
import { TransactionPostingsTable } from "./transaction-postings-table";
import { TransactionTotals } from "./transaction-totals";

/** One ledger transaction: its reference, source, time and id, its postings and what it moves per currency. */
export function TransactionDetail({ transaction: t }: { transaction: TLedgerTransactionView }) {
  const readable = t.postings.flatMap((p) => {
    const c = parsePostingCurrency(p.currency);
    return c.ok ? [{ amount: p.amount, currency: c.currency }] : [];
  });
  return (
    <div className="flex flex-col gap-6" data-testid="transaction-detail">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Reference id</dt>
        <dd data-testid="reference-id">
          <Mono value={t.referenceId} copyLabel="Copy reference id" />
        </dd>
        <dt className="text-muted-foreground">Reference source</dt>
        <dd data-testid="reference-source">{t.referenceSource}</dd>
        <dt className="text-muted-foreground">Created at</dt>
        <dd>
          {t.createdAt ? (
            <DateTime iso={t.createdAt} />
          ) : (
            <span className="text-muted-foreground">not given</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Transaction id</dt>
        <dd>
          <Mono value={t.id} copyLabel="Copy transaction id" />
        </dd>
      </dl>
      <section aria-labelledby="postings-title" className="flex flex-col gap-2">
        <h2 id="postings-title" className="text-sm font-semibold">
          Postings ({t.postings.length})
        </h2>
        <TransactionPostingsTable postings={t.postings} />
      </section>
      <section aria-labelledby="totals-title" className="flex flex-col gap-2">
        <h2 id="totals-title" className="text-sm font-semibold">
          Totals per currency
        </h2>
        <TransactionTotals postings={readable} unread={t.postings.length - readable.length} />
      </section>
    </div>
  );
}
