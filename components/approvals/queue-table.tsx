"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { ColumnChooser } from "@/components/ui/column-chooser";
import { useTableColumns } from "@/components/ui/column-prefs";
import { COLUMNS_CONTAINER, type TColumn } from "@/components/ui/columns";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TApprovalQueue, TApprovalRecord } from "@/lib/domain/approvals/approvals";
import type { TPayment } from "@/lib/domain/payments/payments";
import { cn } from "@/lib/utils/cn";
import { QueueCell } from "./queue-cells";
import { SORT_KEYS, type TSort, type TSortKey } from "./queue-sort";
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
  /** Each row's deadline by id (TApprovalQueue.deadlines). */
  deadlines?: TApprovalQueue["deadlines"];
  className?: string;
};

/**
 * One line per payment waiting in TO_SIGN. Rows are keyed by id, and the cursor and the selection are ids,
 * so rows arriving or leaving never move either. Roving tabindex: one row is in the tab order. The columns
 * are the person's choice (the chooser at the end of the header), and a narrow table drops its least
 * important ones first; amount, approval, deadline and created always show.
 */
export function QueueTable(props: TProps) {
  const { rows, records, sort, onSort, selection, currentId, onCurrent, onOpen, sending } = props;
  const now = useNow();
  const columns = useTableColumns("approvals");
  const tabStop = currentId !== null && rows.some((r) => r.id === currentId) ? currentId : rows[0]?.id;
  const allSelected = selection !== null && rows.length > 0 && rows.every((r) => selection.ids.has(r.id));
  const someSelected = selection !== null && rows.some((r) => selection.ids.has(r.id));
  const head = (c: TColumn<"approvals">) => {
    const numeric = c.id === "amount" || c.id === "age";
    return isSortKey(c.id) ? (
      <SortableHead
        key={c.id}
        sortKey={c.id}
        label={c.header}
        sort={sort}
        onSort={onSort}
        numeric={numeric}
        fit={c.fit}
      />
    ) : (
      <TableHead key={c.id} numeric={numeric} className={c.fit}>
        {c.header}
      </TableHead>
    );
  };
  return (
    <Table
      aria-label="Payments waiting for approval"
      containerClassName={cn(COLUMNS_CONTAINER, props.className)}
    >
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
          {columns.shown.map(head)}
          <TableHead className="w-9 px-1 text-right">
            <ColumnChooser label="the approval queue" {...columns.chooser} />
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => (
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
            {columns.shown.map((c) => (
              <QueueCell
                key={c.id}
                column={c}
                payment={p}
                record={records.get(p.id)}
                deadline={props.deadlines?.[p.id] ?? null}
                sending={sending.has(p.id)}
                now={now}
              />
            ))}
            <TableCell className="px-1" />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const isSortKey = (id: string): id is TSortKey => (SORT_KEYS as readonly string[]).includes(id);

function SortableHead(props: {
  sortKey: TSortKey;
  label: string;
  sort: TSort;
  onSort: (key: TSortKey) => void;
  numeric: boolean;
  fit: string;
}): ReactNode {
  const active = props.sort.key === props.sortKey;
  const Icon = !active ? ArrowUpDown : props.sort.desc ? ArrowDown : ArrowUp;
  return (
    <TableHead
      numeric={props.numeric}
      className={props.fit}
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
