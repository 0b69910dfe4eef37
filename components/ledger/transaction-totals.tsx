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
import type { Currency } from "@/lib/money";
import { totalsByCurrency } from "@/lib/domain/ledger/transactions";

export type TTotalsInput = readonly { amount: number | bigint; currency: Currency }[];

/**
 * What a transaction moves, per currency. Every posting takes its amount from its source and gives the
 * same amount to its destination, so per currency the debits equal the credits by construction: the one
 * figure, "moved", is both. Used on the transaction page and in the editor's review.
 */
export function TransactionTotals({ postings, unread = 0 }: { postings: TTotalsInput; unread?: number }) {
  const totals = totalsByCurrency(postings);
  // The ledger's wire form (`EUR/2`) is not a currency a reader knows: show the code, in its precision.
  // Only a code the ledger sent with two precisions (never seen) needs the decimals to tell them apart.
  const codes = totals.map((t) => t.currency.code);
  const twice = (code: string) => codes.indexOf(code) !== codes.lastIndexOf(code);
  return (
    <Table aria-label="Totals per currency" data-testid="currency-totals">
      <TableCaption>
        Balanced by construction: each posting debits and credits the same amount, so in every currency the
        total debited equals the total credited.
        {unread > 0 ? ` ${unread} posting(s) in a currency that could not be read are left out.` : ""}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Currency</TableHead>
          <TableHead numeric>Postings</TableHead>
          <TableHead numeric>Debited = credited</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {totals.map((t) => (
          <TableRow
            key={`${t.currency.code}/${t.currency.decimals}`}
            data-testid="currency-total"
            data-currency={t.currency.code}
          >
            <TableCell className="font-mono">
              {t.currency.code}
              {twice(t.currency.code) ? (
                <span className="text-muted-foreground"> ({t.currency.decimals} decimals)</span>
              ) : null}
            </TableCell>
            <TableCell numeric>{t.postings}</TableCell>
            <TableCell numeric>
              <Amount minor={t.total} currency={t.currency} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
