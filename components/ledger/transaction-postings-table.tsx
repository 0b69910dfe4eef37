import { Amount } from "@/components/ui/amount";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { parsePostingCurrency } from "@/lib/money/ledger-currency";
import type { TLedgerTransactionView } from "@/lib/domain/ledger/transactions";
import { TransactionAccountRef } from "./transaction-account-ref";

/**
 * The postings as a double-entry table: each row debits its From account and credits its To account by
 * the same amount, in the currency the ledger states (`EUR/2`: the code and its decimals). A currency the
 * page cannot read is shown as raw minor units with the ledger's text, never in a guessed precision.
 */
export function TransactionPostingsTable({ postings }: { postings: TLedgerTransactionView["postings"] }) {
  return (
    <Table aria-label="Postings" data-testid="postings-table">
      <TableCaption>
        Each posting debits its From account and credits its To account by its amount.
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8">#</TableHead>
          <TableHead>From (debit)</TableHead>
          <TableHead>To (credit)</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Details</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {postings.map((p, i) => {
          const currency = parsePostingCurrency(p.currency);
          return (
            <TableRow key={p.id} data-testid="posting-row" data-index={i} data-posting-id={p.id}>
              <TableCell className="text-muted-foreground tabular-nums">{i + 1}</TableCell>
              <TableCell>
                <TransactionAccountRef identifier={p.source} />
              </TableCell>
              <TableCell>
                <TransactionAccountRef identifier={p.destination} />
              </TableCell>
              <TableCell numeric data-testid="posting-amount">
                {currency.ok ? (
                  <Amount minor={p.amount} currency={currency.currency} />
                ) : (
                  <span className="flex flex-col items-end">
                    <span>{p.amount} minor units</span>
                    <span className="text-[11px] text-destructive">{currency.error}</span>
                  </span>
                )}
              </TableCell>
              <TableCell className="font-mono text-[12px]">{p.type}</TableCell>
              <TableCell className="max-w-72 whitespace-pre-wrap break-words">
                {p.details ? p.details : <span className="text-muted-foreground">—</span>}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
