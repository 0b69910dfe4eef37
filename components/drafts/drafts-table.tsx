"use client";

import { DeadlineCell } from "@/components/deadlines/deadline-cell";
import { Amount } from "@/components/ui/amount";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { openableRow, tabStopOf } from "@/components/ui/openable-row";
import type { TDraftRow } from "@/lib/domain/initiation/drafts-list";
import { approvalProgress, DRAFT_KIND_WORDS } from "@/lib/domain/initiation/draft-state-words";
import { DraftStateBadge } from "./draft-badges";

type TProps = {
  rows: TDraftRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  className?: string;
};

/**
 * One line per draft. Rows are keyed by id and the selection is an id, so a draft arriving at the top
 * neither moves the selection nor re-creates the rows under it. Roving tabindex: one row is in the tab order.
 */
export function DraftsTable({ rows, selectedId, onSelect, onOpen, className }: TProps) {
  const tabStop = tabStopOf(
    rows.map((r) => r.id),
    selectedId,
  );
  return (
    <Table aria-label="Payment drafts" containerClassName={className}>
      <TableHeader>
        <TableRow>
          <TableHead>Made</TableHead>
          <TableHead>Maker</TableHead>
          <TableHead>Kind</TableHead>
          <TableHead numeric>Payments</TableHead>
          <TableHead numeric>Total</TableHead>
          <TableHead>Approvals</TableHead>
          <TableHead>State</TableHead>
          <TableHead>Deadline</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.id}
            data-testid="draft-row"
            data-draft-id={r.id}
            {...openableRow(r.id, tabStop, { selectedId, onSelect, onOpen })}
          >
            <TableCell>
              <DateTime iso={r.createdAt} />
            </TableCell>
            <TableCell className="max-w-56 truncate" title={r.makerEmail}>
              {r.makerEmail}
            </TableCell>
            <TableCell>{DRAFT_KIND_WORDS[r.kind] ?? r.kind}</TableCell>
            <TableCell numeric>{r.paymentCount}</TableCell>
            <TableCell numeric>
              {/* One line per currency: a batch may mix them, and sums of two currencies never add up. */}
              <span className="flex flex-col items-end">
                {Object.entries(r.totals).map(([currency, minor]) => (
                  <Amount key={currency} minor={BigInt(minor)} currency={currency} direction="OUTBOUND" />
                ))}
              </span>
            </TableCell>
            <TableCell className="tabular-nums" data-testid="draft-progress">
              {approvalProgress(r.approved, r.required)}
            </TableCell>
            <TableCell>
              <DraftStateBadge state={r.state} />
            </TableCell>
            <TableCell>
              <DeadlineCell deadline={r.deadline} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
