"use client";

import { Amount } from "@/components/ui/amount";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { currencyCode } from "@/lib/money/ledger-currency";
import type { TLedgerBalanceView } from "@/lib/domain/ledger/accounts";

/**
 * One line per currency the account holds, in the order the ledger opened them, each amount in its own
 * currency's precision (JPY 0 decimals, EUR 2, BHD 3) and the reader's locale.
 */
export function AccountBalances({
  balances,
  labelledBy,
}: {
  balances: TLedgerBalanceView[];
  labelledBy: string;
}) {
  if (balances.length === 0)
    return (
      <p className="py-2 text-[13px] text-muted-foreground">
        The ledger lists no balance for this account. A posting in a currency opens a line for it.
      </p>
    );
  return (
    <Table aria-labelledby={labelledBy} className="text-[13px]" data-testid="account-balances">
      <TableHeader>
        <TableRow>
          <TableHead>Currency</TableHead>
          <TableHead numeric>Available</TableHead>
          <TableHead numeric>Holding</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {balances.map((b) => (
          <TableRow key={b.currency} data-testid="balance-row" data-currency={currencyCode(b.currency)}>
            {/* A ledger may give balances in its posting form (`EUR/2`): the code is what a reader knows. */}
            <TableCell className="font-mono">{currencyCode(b.currency)}</TableCell>
            <TableCell numeric data-testid="balance-available">
              <Amount minor={b.available} currency={b.currency} />
            </TableCell>
            <TableCell numeric data-testid="balance-holding">
              <Amount minor={b.holding} currency={b.currency} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
