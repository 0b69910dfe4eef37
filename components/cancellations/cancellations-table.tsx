"use client";

import Link from "next/link";
import { Amount } from "@/components/ui/amount";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatAge } from "@/components/ui/age";
import { useNow } from "@/components/ui/use-now";
import { openableRow, tabStopOf } from "@/components/ui/openable-row";
import { reasonWords, SCHEME_WORDS } from "@/lib/domain/cancellations/words";
import type { TCancellationRow } from "@/lib/domain/cancellations/cancellations";
import { DeadlineCell } from "@/components/deadlines/deadline-cell";
import { CancellationStatusBadge } from "./cancellation-badges";

type TProps = {
  rows: TCancellationRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  className?: string;
};

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;
const ANSWER_WORDS: Record<string, string> = {
  sending: "sending",
  sent: "answered",
  refused: "answer refused",
  unknown: "answer unconfirmed",
};

/**
 * One line per request, newest first. Rows are keyed by id and the selection is an id, so rows arriving at
 * the top never move it. Roving tabindex: one row is in the tab order; Enter or a click opens the detail.
 */
export function CancellationsTable({ rows, selectedId, onSelect, onOpen, className }: TProps) {
  const now = useNow();
  const tabStop = tabStopOf(
    rows.map((r) => r.id),
    selectedId,
  );
  return (
    <Table aria-label="Cancellation requests" containerClassName={className}>
      <TableHeader>
        <TableRow>
          <TableHead>Request</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Deadline</TableHead>
          <TableHead>Direction</TableHead>
          <TableHead>Reason</TableHead>
          <TableHead>Scheme</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Age</TableHead>
          <TableHead>Payment</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => {
          const since = r.createdAt ?? r.firstSeenAt;
          return (
            <TableRow
              key={r.id}
              data-testid="inbox-row"
              data-cancellation-id={r.id}
              data-status={r.status}
              {...openableRow(r.id, tabStop, { selectedId, onSelect, onOpen })}
            >
              <TableCell>
                <Link
                  href={`/cancellations/${r.id}`}
                  className="font-mono text-xs text-accent underline-offset-4 hover:underline"
                  tabIndex={-1}
                >
                  {r.id}
                </Link>
              </TableCell>
              <TableCell className="max-w-[26rem]">
                <span className="flex min-w-0 items-center gap-2">
                  <CancellationStatusBadge status={r.status} />
                  {r.answer && r.status === "CANCELLATION_IN_PROGRESS" ? (
                    <Badge status={r.answer.state === "refused" ? "refused" : "progress"}>
                      {ANSWER_WORDS[r.answer.state]}
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell>
                <DeadlineCell deadline={r.deadline ?? null} />
              </TableCell>
              <TableCell>{r.direction === "INBOUND" ? "Inbound" : "Outbound"}</TableCell>
              <TableCell className="max-w-64">
                <span className="flex min-w-0 items-baseline gap-1.5" title={reasonWords(r.reason)}>
                  <span className="truncate">{reasonWords(r.reason)}</span>
                  <span className="font-mono text-xs text-muted-foreground">{r.reason}</span>
                </span>
              </TableCell>
              <TableCell data-testid="scheme">
                {r.scheme ? (
                  <span title={SCHEME_WORDS[r.scheme as keyof typeof SCHEME_WORDS] ?? r.scheme}>
                    {r.scheme}
                  </span>
                ) : r.paymentChecked ? (
                  muted("none")
                ) : (
                  muted("…")
                )}
              </TableCell>
              <TableCell numeric>
                {r.amount !== null && r.currency ? (
                  <Amount minor={r.amount} currency={r.currency} />
                ) : (
                  muted("—")
                )}
              </TableCell>
              <TableCell>
                <span title={`Since ${since}`}>
                  {now === null ? <DateTime iso={since} relative /> : formatAge(since, now)}
                </span>
              </TableCell>
              <TableCell>
                {r.trxId ? (
                  <Link
                    href={`/payments/${r.trxId}`}
                    className="font-mono text-xs text-accent underline underline-offset-4"
                    tabIndex={-1}
                  >
                    {r.trxId}
                  </Link>
                ) : (
                  muted("none")
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
