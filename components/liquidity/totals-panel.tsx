"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Amount } from "@/components/ui/amount";
import { Callout } from "@/components/ui/callout";
import { ListNotices } from "@/components/ui/list-notices";
import { SkeletonRows } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TTransferSummary } from "@/lib/domain/liquidity/liquidity";
import { AmountsChart } from "./amounts-chart";
import { TransferStatusBadge } from "./transfer-status-badge";

/**
 * Count and amount per status for the filters in view, and the chart of the same rows. When Countersign
 * counted them itself (a filter the platform did not apply), the notice says why, and a count from a read
 * cut by its budget reads "at least".
 */
export function TotalsPanel({ summary }: { summary: UseQueryResult<TTransferSummary> }) {
  if (summary.isPending) return <SkeletonRows rows={5} label="Loading totals" />;
  if (summary.isError && !summary.data)
    return (
      <Callout tone="error" title="Couldn't compute the totals">
        {summary.error.message}
      </Callout>
    );
  const s = summary.data;
  return (
    <div className="flex flex-col gap-3" aria-busy={summary.isPlaceholderData || undefined}>
      <ListNotices
        notices={s.notices}
        title="Countersign counted these totals itself:"
        testId="totals-notices"
      />
      <Table aria-label="Totals by status" data-testid="totals">
        <TableHeader>
          <TableRow>
            <TableHead>Status</TableHead>
            <TableHead numeric>Transfers</TableHead>
            <TableHead numeric>Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {s.totals.map((t) => (
            <TableRow key={t.status} data-testid="total-row" data-status={t.status}>
              <TableCell>
                <TransferStatusBadge status={t.status} />
              </TableCell>
              <TableCell numeric data-testid="total-count">
                {t.exact ? t.count : `at least ${t.count}`}
              </TableCell>
              <TableCell numeric data-testid="total-amount">
                <Amount minor={BigInt(t.amountMinor)} currency={s.currency} />
                {t.read < t.count ? (
                  <span className="ml-1 text-xs text-muted-foreground">(first {t.read} only)</span>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {s.capped && s.counted === "platform" ? (
        <Callout tone="warning" data-testid="totals-capped">
          Some statuses have more than {s.cap} transfers for these filters. Their counts are exact, but their
          amounts and the chart cover only the first {s.cap} of each: narrow the date range for full figures.
        </Callout>
      ) : null}
      <AmountsChart points={s.points} currency={s.currency} capped={s.capped} />
    </div>
  );
}
