"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { Amount } from "@/components/ui/amount";
import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TApprovalRecord } from "@/lib/schemas/approvals";
import type { TPayment } from "@/lib/schemas/payments";
import { formatAge } from "@/components/ui/age";
import { ApprovalStateBadge } from "./approval-badges";
import type { TSort, TSortKey } from "./queue-sort";
import { useNow } from "@/components/ui/use-now";
import { openOnEnter } from "@/components/ui/use-row-keys";

type TProps = {
  rows: TPayment[];
  records: ReadonlyMap<number, TApprovalRecord>;
  sort: TSort;
  onSort: (key: TSortKey) => void;
  /** Null when the user may not approve: no selection column then. */
  selection: { ids: ReadonlySet<number>; toggle: (id: number) => void; toggleAll: () => void } | null;
  currentId: number | null;
  onCurrent: (id: number) => void;
  onOpen: (id: number) => void;
  sending: ReadonlySet<number>;
  className?: string;
};

const muted = <span className="text-muted-foreground">—</span>;

/**
 * One line per payment waiting in TO_SIGN. Rows are keyed by id, and the cursor and the selection are ids,
 * so rows arriving or leaving never move either. Roving tabindex: one row is in the tab order.
 */
export function QueueTable(props: TProps) {
  const { rows, records, sort, onSort, selection, currentId, onCurrent, onOpen, sending } = props;
  const now = useNow();
  const tabStop = currentId !== null && rows.some((r) => r.id === currentId) ? currentId : rows[0]?.id;
  const allSelected = selection !== null && rows.length > 0 && rows.every((r) => selection.ids.has(r.id));
  const someSelected = selection !== null && rows.some((r) => selection.ids.has(r.id));
  const head = (key: TSortKey, label: string, numeric = false) => (
    <SortableHead sortKey={key} label={label} sort={sort} onSort={onSort} numeric={numeric} />
  );
  return (
    <Table aria-label="Payments waiting for approval" containerClassName={props.className}>
      <TableHeader>
        <TableRow>
          {selection ? (
            <TableHead className="w-8 pr-0">
              <input
                type="checkbox"
                aria-label="Select every payment shown"
                checked={allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = someSelected && !allSelected;
                }}
                onChange={selection.toggleAll}
                className="size-4 accent-accent"
              />
            </TableHead>
          ) : null}
          {head("amount", "Amount", true)}
          {head("currency", "Currency")}
          <TableHead>Approval</TableHead>
          {head("method", "Method")}
          {head("direction", "Direction")}
          {head("debtor", "Debtor")}
          {head("creditor", "Creditor")}
          {head("endToEndId", "End-to-end id")}
          {head("created", "Created")}
          <TableHead numeric>Age</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => {
          const record = records.get(p.id);
          return (
            <TableRow
              key={p.id}
              data-testid="approval-row"
              data-trx-id={p.id}
              aria-selected={p.id === currentId}
              tabIndex={p.id === tabStop ? 0 : -1}
              className="cursor-pointer"
              onFocus={(e) => e.target === e.currentTarget && onCurrent(p.id)}
              onClick={() => onOpen(p.id)}
              onKeyDown={openOnEnter(() => onOpen(p.id))}
            >
              {selection ? (
                <TableCell className="pr-0" onClick={(e) => e.stopPropagation()}>
                  <input
                    type="checkbox"
                    aria-label={`Select payment ${p.id}`}
                    checked={selection.ids.has(p.id)}
                    onChange={() => selection.toggle(p.id)}
                    className="size-4 accent-accent"
                  />
                </TableCell>
              ) : null}
              <TableCell numeric>
                <Amount minor={p.amount} currency={p.currency} direction={p.direction} />
              </TableCell>
              <TableCell className="font-mono text-xs">{p.currency}</TableCell>
              {/* Early in the row, so what Countersign learned stays in view on a narrow screen. */}
              <TableCell className="max-w-64">
                <ApprovalCell sending={sending.has(p.id)} record={record} />
              </TableCell>
              <TableCell className="font-mono text-xs">{p.method ?? muted}</TableCell>
              <TableCell className="text-xs">{p.direction === "OUTBOUND" ? "Outbound" : "Inbound"}</TableCell>
              <Party name={p.debtorName} account={p.debtorAccount} />
              <Party name={p.creditorName} account={p.creditorAccount} />
              <TableCell className="max-w-56" onClick={(e) => e.stopPropagation()}>
                {p.endToEndId ? (
                  <Mono value={p.endToEndId} copyLabel={`Copy end-to-end id of payment ${p.id}`} />
                ) : (
                  muted
                )}
              </TableCell>
              <TableCell>{p.createdAt ? <DateTime iso={p.createdAt} /> : muted}</TableCell>
              <TableCell numeric className="text-muted-foreground">
                {now === null ? "" : formatAge(p.createdAt, now)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Party({ name, account }: { name: string | null; account: string | null }) {
  return (
    <TableCell className="max-w-40 truncate" title={[name, account].filter(Boolean).join(" · ") || undefined}>
      {name ?? (account ? <span className="font-mono text-xs">{account}</span> : muted)}
    </TableCell>
  );
}

function ApprovalCell({ sending, record }: { sending: boolean; record: TApprovalRecord | undefined }) {
  if (sending) {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground" data-testid="approving">
        <Spinner /> Approving…
      </span>
    );
  }
  if (!record) return <span className="text-muted-foreground">Not yet</span>;
  return (
    <span className="flex min-w-0 items-center gap-2" title={record.message ?? undefined}>
      <ApprovalStateBadge state={record.state} />
      {record.state === "approved" ? (
        // Still in TO_SIGN after Countersign's signature: the tenant needs more approvals than one.
        <span className="truncate text-muted-foreground">waiting for other approvals</span>
      ) : record.providerCode ? (
        <span className="truncate font-mono text-xs text-muted-foreground">{record.providerCode}</span>
      ) : null}
    </span>
  );
}

function SortableHead(props: {
  sortKey: TSortKey;
  label: string;
  sort: TSort;
  onSort: (key: TSortKey) => void;
  numeric: boolean;
}): ReactNode {
  const active = props.sort.key === props.sortKey;
  const Icon = !active ? ArrowUpDown : props.sort.desc ? ArrowDown : ArrowUp;
  return (
    <TableHead
      numeric={props.numeric}
      aria-sort={active ? (props.sort.desc ? "descending" : "ascending") : "none"}
    >
      <button
        type="button"
        onClick={() => props.onSort(props.sortKey)}
        className="inline-flex items-center gap-1 rounded hover:text-foreground"
      >
        {props.label}
        <Icon aria-hidden className={active ? "size-3.5 text-foreground" : "size-3.5 opacity-50"} />
      </button>
    </TableHead>
  );
}
