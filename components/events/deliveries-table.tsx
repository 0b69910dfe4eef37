"use client";

import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { openableRow, tabStopOf } from "@/components/ui/openable-row";
import type { TDeliveryRow } from "@/lib/domain/events/filters";
import { cn } from "@/lib/utils/cn";
import { ProcessingBadge, VerificationBadge } from "./delivery-badges";
import { rejectionSentence } from "./delivery-wording";

type TProps = {
  rows: TDeliveryRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  className?: string;
};

const muted = <span className="text-muted-foreground">—</span>;

/**
 * One line per delivery. Rows are keyed by id and the selection is an id, so rows arriving at the top
 * neither move the selection nor re-create the rows under it. Roving tabindex: one row is in the tab order.
 */
export function DeliveriesTable({ rows, selectedId, onSelect, onOpen, className }: TProps) {
  const tabStop = tabStopOf(
    rows.map((r) => r.id),
    selectedId,
  );
  return (
    <Table aria-label="Webhook deliveries" containerClassName={className}>
      <TableHeader>
        <TableRow>
          <TableHead>Received</TableHead>
          <TableHead>Kind</TableHead>
          <TableHead>Tenant</TableHead>
          <TableHead>Verification</TableHead>
          <TableHead>Signatures</TableHead>
          <TableHead>Processing</TableHead>
          <TableHead numeric>Duplicates</TableHead>
          <TableHead numeric>Id</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.id}
            data-testid="delivery-row"
            data-delivery-id={r.id}
            {...openableRow(r.id, tabStop, { selectedId, onSelect, onOpen })}
          >
            <TableCell>
              <DateTime iso={r.receivedAt} relative />
            </TableCell>
            <TableCell className="font-mono text-xs">{r.kind ?? muted}</TableCell>
            <TableCell className="max-w-40 truncate font-mono text-xs">{r.tenantId ?? muted}</TableCell>
            <TableCell className="max-w-96">
              <span className="flex min-w-0 items-center gap-2">
                <VerificationBadge verified={r.verified} />
                {r.verified ? null : (
                  <span className="truncate" title={r.rejectionDetail ?? r.rejectionReason ?? undefined}>
                    {rejectionSentence(r.rejectionReason)}
                  </span>
                )}
              </span>
            </TableCell>
            <TableCell className="font-mono text-xs">
              {r.signatureVersions.length ? r.signatureVersions.map((v) => `v${v}`).join(", ") : muted}
            </TableCell>
            <TableCell className="max-w-72">
              <span className="flex min-w-0 items-center gap-2">
                <ProcessingBadge state={r.processing} />
                {r.processingError ? (
                  <span className="truncate text-muted-foreground" title={r.processingError}>
                    {r.processingError}
                  </span>
                ) : null}
              </span>
            </TableCell>
            <TableCell numeric className={cn(r.duplicates === 0 && "text-muted-foreground")}>
              {r.duplicates}
            </TableCell>
            <TableCell numeric className="font-mono text-xs text-muted-foreground">
              {r.id}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
