"use client";

import Link from "next/link";
import { Amount } from "@/components/ui/amount";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { openableRow, tabStopOf } from "@/components/ui/openable-row";
import type { TPayment } from "@/lib/domain/payments/payments";
import { cn } from "@/lib/utils/cn";
import { PaymentStatusBadge } from "./payment-status-badge";

type TProps = {
  rows: TPayment[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  /** The previous page stays in view, dimmed, while the next one loads. */
  stale?: boolean;
  className?: string;
};

const muted = <span className="text-muted-foreground">—</span>;

function Party({ name, account }: { name: string | null; account: string | null }) {
  if (!name && !account) return muted;
  return (
    <span className="flex max-w-48 flex-col leading-tight">
      <span className="truncate" title={name ?? undefined}>
        {name ?? muted}
      </span>
      {account ? (
        <span className="truncate font-mono text-[11px] text-muted-foreground" title={account}>
          {account}
        </span>
      ) : null}
    </span>
  );
}

/**
 * One line per payment. The id is a real link (open in a new tab works); a click elsewhere on the row, or
 * Enter on the selected row, opens the payment too. Roving tabindex: one row is in the tab order.
 */
export function PaymentsTable({ rows, selectedId, onSelect, onOpen, stale, className }: TProps) {
  const ids = rows.map((r) => String(r.id));
  const tabStop = tabStopOf(ids, selectedId);
  return (
    <Table
      aria-label="Payments"
      aria-busy={stale || undefined}
      containerClassName={cn(className, stale && "opacity-60 transition-opacity")}
    >
      <TableHeader>
        <TableRow>
          <TableHead>Id</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Method</TableHead>
          <TableHead>Direction</TableHead>
          <TableHead>Type</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Debtor</TableHead>
          <TableHead>Creditor</TableHead>
          <TableHead>End-to-end id / UETR</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => {
          const id = String(p.id);
          return (
            <TableRow
              key={id}
              data-testid="payment-row"
              data-payment-id={id}
              {...openableRow(id, tabStop, { selectedId, onSelect, onOpen })}
            >
              <TableCell className="font-mono text-xs">
                <Link href={`/payments/${id}`} className="text-accent underline-offset-2 hover:underline">
                  {id}
                </Link>
              </TableCell>
              <TableCell>{p.createdAt ? <DateTime iso={p.createdAt} relative /> : muted}</TableCell>
              <TableCell>
                <PaymentStatusBadge status={p.status} name={p.statusName} />
              </TableCell>
              <TableCell className="font-mono text-xs">{p.method ?? muted}</TableCell>
              <TableCell>{p.direction === "OUTBOUND" ? "Outbound" : "Inbound"}</TableCell>
              <TableCell>{p.type}</TableCell>
              <TableCell numeric>
                <Amount minor={p.amount} currency={p.currency} direction={p.direction} />
              </TableCell>
              <TableCell>
                <Party name={p.debtorName} account={p.debtorAccount} />
              </TableCell>
              <TableCell>
                <Party name={p.creditorName} account={p.creditorAccount} />
              </TableCell>
              <TableCell className="font-mono text-[11px] leading-tight">
                <span className="flex max-w-64 flex-col">
                  <span className="truncate" title={p.endToEndId ?? undefined}>
                    {p.endToEndId ?? muted}
                  </span>
                  {p.uetr ? (
                    <span className="truncate text-muted-foreground" title={p.uetr}>
                      {p.uetr}
                    </span>
                  ) : null}
                </span>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
