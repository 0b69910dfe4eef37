"use client";

import { Amount } from "@/components/ui/amount";
import { Mono } from "@/components/ui/mono";
import { Pager } from "@/components/ui/pager";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TDraftRowsPage } from "@/lib/domain/initiation/draft-view";
import { SubmissionState } from "./draft-payment-fields";
import { rowPaging } from "./draft-rows-paging";

/** A batch's payments, a page at a time, each with its submission. */
export function DraftBatchRows({
  rows,
  onOffset,
}: {
  rows: TDraftRowsPage;
  onOffset: (offset: number) => void;
}) {
  const paging = rowPaging(rows.offset, rows.limit, rows.total);
  return (
    <div className="flex flex-col gap-2">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead numeric>Line</TableHead>
            <TableHead>Creditor</TableHead>
            <TableHead>IBAN</TableHead>
            <TableHead numeric>Amount</TableHead>
            <TableHead>End-to-end id</TableHead>
            <TableHead>Submission</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.items.map((r) => (
            <TableRow key={r.line} data-testid="draft-row" data-line={r.line}>
              <TableCell numeric>{r.line}</TableCell>
              <TableCell className="max-w-48 truncate">{r.creditorName}</TableCell>
              <TableCell>
                <Mono value={r.creditorIban} group />
              </TableCell>
              <TableCell numeric>
                <Amount minor={r.amountMinor} currency={r.currency} />
              </TableCell>
              <TableCell>
                <Mono value={r.endToEndId} />
              </TableCell>
              <TableCell>
                <SubmissionState row={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager
        label="Rows of the batch"
        look="buttons"
        status={<span className="text-muted-foreground">{paging.status}</span>}
        links={[
          { label: "Previous", to: paging.previous === null ? null : String(paging.previous) },
          { label: "Next", to: paging.next === null ? null : String(paging.next) },
        ]}
        onNavigate={(to) => onOffset(Number(to))}
      />
    </div>
  );
}
