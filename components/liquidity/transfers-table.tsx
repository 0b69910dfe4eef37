"use client";

import { ArrowRight } from "lucide-react";
import { Amount } from "@/components/ui/amount";
import { ColumnChooser } from "@/components/ui/column-chooser";
import { useTableColumns } from "@/components/ui/column-prefs";
import { COLUMNS_CONTAINER, type TColumn } from "@/components/ui/columns";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TTransfer } from "@/lib/domain/liquidity/liquidity";
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

/**
 * One line per transfer, in the platform's order (newest first, or by request id). Beside the new-transfer
 * form the table is narrow: id, created, status and amount always show, the rest as room allows or as the
 * person chose (the chooser at the end of the header).
 */
export function TransfersTable({ rows, stale, highlight, className }: TProps) {
  const columns = useTableColumns("liquidity");
  return (
    <Table
      aria-label="Liquidity transfers"
      aria-busy={stale || undefined}
      containerClassName={cn(COLUMNS_CONTAINER, className, stale && "opacity-60 transition-opacity")}
    >
      <TableHeader>
        <TableRow>
          {columns.shown.map((c) => (
            <TableHead key={c.id} numeric={c.id === "amount"} className={c.fit}>
              {c.header}
            </TableHead>
          ))}
          <TableHead className="w-9 px-1 text-right">
            <ColumnChooser label="the liquidity transfers" {...columns.chooser} />
          </TableHead>
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
            {columns.shown.map((c) => (
              <TransferCell key={c.id} column={c} transfer={t} />
            ))}
            <TableCell className="px-1" />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function TransferCell({ column: c, transfer: t }: { column: TColumn<"liquidity">; transfer: TTransfer }) {
  switch (c.id) {
    case "id":
      return <TableCell className={cn("font-mono text-xs", c.fit)}>{t.id}</TableCell>;
    case "requestId":
      return (
        <TableCell
          className={cn("max-w-44 truncate font-mono text-xs", c.fit)}
          title={t.requestId ?? undefined}
        >
          {t.requestId ?? muted}
        </TableCell>
      );
    case "created":
      return (
        <TableCell className={c.fit}>
          <DateTime iso={t.createdAt} />
        </TableCell>
      );
    case "status":
      return (
        <TableCell className={c.fit}>
          <TransferStatusBadge status={t.status} />
        </TableCell>
      );
    case "amount":
      return (
        <TableCell numeric className={c.fit}>
          <Amount minor={t.amount} currency={t.currency} />
        </TableCell>
      );
    case "parties":
      return (
        <TableCell className={c.fit}>
          <span className="flex items-center gap-2">
            <Account account={t.debtorAccount} bank={t.debtorBankName} />
            <ArrowRight aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="sr-only">to</span>
            <Account account={t.creditorAccount} bank={t.creditorBankName} />
          </span>
        </TableCell>
      );
    case "type":
      return <TableCell className={cn("text-xs", c.fit)}>{t.transferType ?? muted}</TableCell>;
    case "settlementDate":
      return <TableCell className={cn("tabular-nums", c.fit)}>{t.settlementDate ?? muted}</TableCell>;
    case "purpose":
      return (
        <TableCell className={cn("max-w-56 truncate text-xs", c.fit)} title={t.purpose ?? undefined}>
          {t.purpose ?? muted}
        </TableCell>
      );
  }
}
