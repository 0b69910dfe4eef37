"use client";

import Link from "next/link";
import { notGiven, OrderAmount } from "./order-amount";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { openableRow, tabStopOf } from "@/components/ui/openable-row";
import type { TOrderParty, TOrderRow } from "@/lib/domain/restriction-orders/types";
import { OrderStatusBadge } from "./order-status-badge";
import { orderHref } from "./orders-url";

type TProps = {
  rows: TOrderRow[];
  selectedId: string | null;
  onSelect: (docId: string) => void;
  onOpen: (docId: string) => void;
  className?: string;
};

// Countersign's own attempt, shown only while the order still waits: the platform does not know of it.
const ATTEMPT_WORDS = { pending: "deciding", unknown: "decision unconfirmed", refused: "decision refused" };

function Party({ p }: { p: TOrderParty }) {
  if (!p.name && !p.account) return <span className="text-muted-foreground">not given</span>;
  return (
    <span className="block max-w-48 truncate" title={[p.name, p.account].filter(Boolean).join(" · ")}>
      {p.name ?? p.account}
    </span>
  );
}

// Amount sits beside the status, before the parties' long names, so it stays in view on narrow screens.

/**
 * One line per order in the order the platform sorted them. Rows are keyed by document id and the selection
 * is an id; roving tabindex keeps one row in the tab order; Enter or a click opens the order's page.
 */
export function OrdersTable({ rows, selectedId, onSelect, onOpen, className }: TProps) {
  const tabStop = tabStopOf(
    rows.map((r) => r.docId),
    selectedId,
  );
  return (
    <Table aria-label="Restriction orders" containerClassName={className}>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Document id</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Payer</TableHead>
          <TableHead>Payee</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => {
          const attempt =
            r.status === "UNPROCESSED" && r.decision && r.decision.state !== "decided"
              ? r.decision.state
              : null;
          return (
            <TableRow
              key={r.docId}
              data-testid="order-row"
              data-doc-id={r.docId}
              data-status={r.status}
              {...openableRow(r.docId, tabStop, { selectedId, onSelect, onOpen })}
            >
              <TableCell>{r.date ? <DateTime iso={r.date} /> : notGiven}</TableCell>
              <TableCell>
                <Link
                  href={orderHref(r.docId)}
                  className="font-mono text-xs text-accent underline-offset-4 hover:underline"
                  tabIndex={-1}
                >
                  {r.docId}
                </Link>
              </TableCell>
              <TableCell>{r.type ?? notGiven}</TableCell>
              <TableCell>
                <span className="flex items-center gap-2">
                  <OrderStatusBadge status={r.status} />
                  {attempt ? (
                    <Badge status={attempt === "pending" ? "progress" : "failed"}>
                      {ATTEMPT_WORDS[attempt]}
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell numeric data-testid="amount">
                <OrderAmount minor={r.amount} currency={r.currency} />
              </TableCell>
              <TableCell>
                <Party p={r.payer} />
              </TableCell>
              <TableCell>
                <Party p={r.payee} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
