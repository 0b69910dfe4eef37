"use client";

import { Amount } from "@/components/ui/amount";
import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useLocale } from "@/components/ui/use-locale";
import type { TConfirmationPhase, TConfirmationRow } from "@/lib/schemas/instant-confirmations";
import { cn } from "@/lib/utils/cn";
import { amountText } from "./amount-text";
import { CountdownCell } from "./countdown-cell";
import { PhaseCell } from "./phase-cell";
import { RowActions } from "./row-actions";

/** A row with its milliseconds left by the corrected clock (null before the browser's clock runs). */
export type TShownRow = { row: TConfirmationRow; remaining: number | null };

type TProps = {
  rows: TShownRow[];
  canDecide: boolean;
  currentId: string | null;
  armedId: string | null;
  /** An accept armed by a click moves focus to its Confirm button; one armed by `a` leaves it on the row. */
  armedBy: "keys" | "mouse" | null;
  sending: ReadonlySet<string>;
  onCurrent: (id: string) => void;
  onArm: (row: TConfirmationRow) => void;
  onDisarm: () => void;
  onAccept: (row: TConfirmationRow) => void;
  onReject: (row: TConfirmationRow) => void;
  className?: string;
};

const muted = <span className="text-muted-foreground">—</span>;

/** Phases in which a person may (still) answer while the window is open: nobody has, or the platform refused. */
export const OPEN_PHASES: readonly TConfirmationPhase[] = ["waiting", "refused"];

/** The phase this browser shows: an open payment whose countdown ran out is expired, whatever was read. */
export function shownPhase(s: TShownRow): TConfirmationPhase {
  return OPEN_PHASES.includes(s.row.phase) && s.remaining !== null && s.remaining <= 0
    ? "expired"
    : s.row.phase;
}

/**
 * One line per pending inbound Instant payment, most urgent first. Rows are keyed by transaction id and the
 * cursor is an id, so rows arriving or settling never move it. Roving tabindex: one row is in the tab order.
 */
export function QueueTable(props: TProps) {
  const { rows, canDecide, currentId, armedId, sending } = props;
  const locale = useLocale();
  const tabStop =
    currentId !== null && rows.some((r) => r.row.trxId === currentId) ? currentId : rows[0]?.row.trxId;
  return (
    <Table aria-label="Inbound Instant payments awaiting confirmation" containerClassName={props.className}>
      <TableHeader>
        <TableRow>
          <TableHead numeric>Time left</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Status</TableHead>
          {canDecide ? <TableHead>Answer</TableHead> : null}
          <TableHead>Debtor account</TableHead>
          <TableHead>Creditor account</TableHead>
          <TableHead>End-to-end id</TableHead>
          <TableHead>Received</TableHead>
          <TableHead>Payment</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((s) => {
          const { row } = s;
          const phase = shownPhase(s);
          const answerable = OPEN_PHASES.includes(phase);
          const money = amountText(row.amount, row.currency, locale);
          return (
            <TableRow
              key={row.trxId}
              data-testid="instant-row"
              data-trx-id={row.trxId}
              data-phase={phase}
              aria-selected={row.trxId === currentId}
              tabIndex={row.trxId === tabStop ? 0 : -1}
              className={cn(phase === "settled" && "text-muted-foreground")}
              onFocus={(e) => e.target === e.currentTarget && props.onCurrent(row.trxId)}
              onClick={() => props.onCurrent(row.trxId)}
            >
              <TableCell numeric>
                <CountdownCell
                  remaining={s.remaining}
                  counting={OPEN_PHASES.includes(row.phase)}
                  latencyMs={row.latencyMs}
                  fallback={row.fallback}
                />
              </TableCell>
              <TableCell numeric>
                {row.amount !== null && row.currency ? (
                  <Amount minor={BigInt(row.amount)} currency={row.currency} direction="INBOUND" />
                ) : (
                  muted
                )}
              </TableCell>
              <TableCell className="max-w-80">
                <PhaseCell row={row} phase={phase} />
              </TableCell>
              {canDecide ? (
                <TableCell onClick={(e) => e.stopPropagation()}>
                  <RowActions
                    trxId={row.trxId}
                    amountText={money}
                    answerable={answerable}
                    armed={armedId === row.trxId}
                    focusConfirm={props.armedBy === "mouse"}
                    sending={sending.has(row.trxId) || phase === "answering"}
                    onArm={() => props.onArm(row)}
                    onDisarm={props.onDisarm}
                    onAccept={() => props.onAccept(row)}
                    onReject={() => props.onReject(row)}
                  />
                </TableCell>
              ) : null}
              <TableCell className="max-w-56">
                {row.debtorAccount ? <Mono value={row.debtorAccount} group /> : muted}
              </TableCell>
              <TableCell className="max-w-56">
                {row.creditorAccount ? <Mono value={row.creditorAccount} group /> : muted}
              </TableCell>
              <TableCell className="max-w-56" onClick={(e) => e.stopPropagation()}>
                {row.endToEndId ? (
                  <Mono value={row.endToEndId} copyLabel={`Copy end-to-end id of payment ${row.trxId}`} />
                ) : (
                  muted
                )}
              </TableCell>
              <TableCell>
                <DateTime iso={row.receivedAt} />
              </TableCell>
              <TableCell className="font-mono text-xs">{row.trxId}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
