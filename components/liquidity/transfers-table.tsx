"use client";

import { ArrowRight } from "lucide-react";
import { Amount } from "@/components/ui/amount";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TTransfer } from "@/lib/schemas/liquidity";
import { cn } from "@/lib/utils/cn";
import { TransferStatusBadge } from "./transfer-status-badge";

const muted = <span className="text-muted-foreground">—</span>;

function Account({ account, bank }: { account: string | null; bank: string | null }) {
  if (!account) return muted;
  return (
    <span className="flex max-w-56 flex-col leading-tight">
      <span className="font-mono text-xs">{account}</span>
      <span className="truncate text-[11px] text-muted-foreground" title={bank ?? undefined}>
        {bank ?? "Bank not named"}
      </span>
    </span>
  );
}

type TProps = { rows: TTransfer[]; stale?: boolean; highlight?: number | null; className?: string };

/** One line per transfer, in the platform's order (newest first, or by request id). */
export function TransfersTable({ rows, stale, highlight, className }: TProps) {
  return (
    <Table
      aria-label="Liquidity transfers"
      aria-busy={stale || undefined}
      containerClassName={cn(className, stale && "opacity-60 transition-opacity")}
    >
      <TableHeader>
        <TableRow>
          <TableHead>Id</TableHead>
          <TableHead>Request id</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Status</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Debtor → creditor</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Settlement date</TableHead>
          <TableHead>Purpose</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((t) => (
          <TableRow
            key={t.id}
            data-testid="transfer-row"
            data-transfer-id={t.id}
            data-request-id={t.requestId ?? undefined}
            className={cn(highlight === t.id && "bg-muted")}
          >
            <TableCell className="font-mono text-xs">{t.id}</TableCell>
            <TableCell className="max-w-44 truncate font-mono text-xs" title={t.requestId ?? undefined}>
              {t.requestId ?? muted}
            </TableCell>
            <TableCell>
              <DateTime iso={t.createdAt} />
            </TableCell>
            <TableCell>
              <TransferStatusBadge status={t.status} />
            </TableCell>
            <TableCell numeric>
              <Amount minor={t.amount} currency={t.currency} />
            </TableCell>
            <TableCell>
              <span className="flex items-center gap-2">
                <Account account={t.debtorAccount} bank={t.debtorBankName} />
                <ArrowRight aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
                <span className="sr-only">to</span>
                <Account account={t.creditorAccount} bank={t.creditorBankName} />
              </span>
            </TableCell>
            <TableCell className="text-xs">{t.transferType ?? muted}</TableCell>
            <TableCell className="tabular-nums">{t.settlementDate ?? muted}</TableCell>
            <TableCell className="max-w-56 truncate text-xs" title={t.purpose ?? undefined}>
              {t.purpose ?? muted}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
