"use client";

import { Amount } from "@/components/ui/amount";
import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useLocale } from "@/components/ui/use-locale";
import type { TConfirmationPhase, TConfirmationRow } from "@/lib/domain/instant/confirmations";
import { cn } from "@/lib/utils/cn";
import { memo } from "react";
import { amountText } from "./amount-text";
import { remainingMs } from "./countdown";
import { CountdownCell } from "./countdown-cell";
import { PhaseCell } from "./phase-cell";
import { RowActions } from "./row-actions";
import { useTicker } from "./use-ticker";

/** A row with its milliseconds left by the corrected clock (null before the browser's clock runs). */
export type TShownRow = { row: TConfirmationRow; remaining: number | null };

/** What a row may ask of the panel. One stable object for the whole table, so rows can be memoised. */
export type TRowHandlers = {
  onCurrent: (id: string) => void;
  onArm: (row: TConfirmationRow) => void;
  onDisarm: () => void;
  onAccept: (row: TConfirmationRow) => void;
  onReject: (row: TConfirmationRow) => void;
};

type TProps = {
  rows: TConfirmationRow[];
  /** serverNow − Date.now() of the last queue read: every countdown adds it. */
  offsetMs: number;
  canDecide: boolean;
  currentId: string | null;
  armedId: string | null;
  /** An accept armed by a click moves focus to its Confirm button; one armed by `a` leaves it on the row. */
  armedBy: "keys" | "mouse" | null;
  sending: ReadonlySet<string>;
  handlers: TRowHandlers;
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
 * Each row keeps its own clock (tenths of a second only while it can be answered) and is memoised, so a
 * tick repaints the countdowns that move, not the table: with a hundred rows a table-wide tick ten times a
 * second kept Chromium's main thread busy enough to delay new rows by half a second.
 */
export function QueueTable(props: TProps) {
  const { rows, canDecide, currentId, armedId, sending } = props;
  const tabStop = currentId !== null && rows.some((r) => r.trxId === currentId) ? currentId : rows[0]?.trxId;
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
        {rows.map((row) => (
          <QueueRow
            key={row.trxId}
            row={row}
            offsetMs={props.offsetMs}
            canDecide={canDecide}
            current={row.trxId === currentId}
            tabStop={row.trxId === tabStop}
            armed={armedId === row.trxId}
            armedBy={props.armedBy}
            sending={sending.has(row.trxId)}
            handlers={props.handlers}
          />
        ))}
      </TableBody>
    </Table>
  );
}

type TRowProps = {
  row: TConfirmationRow;
  offsetMs: number;
  canDecide: boolean;
  current: boolean;
  tabStop: boolean;
  armed: boolean;
  armedBy: "keys" | "mouse" | null;
  sending: boolean;
  handlers: TRowHandlers;
};

const QueueRow = memo(function QueueRow(props: TRowProps) {
  const { row, canDecide, handlers } = props;
  const counting = OPEN_PHASES.includes(row.phase);
  // Only a row that can still be answered needs a clock; the others do not change until the next read.
  const now = useTicker(counting ? true : null);
  const remaining = now === null ? null : remainingMs(row.deadlineAt, props.offsetMs, now);
  const phase = shownPhase({ row, remaining });
  const answerable = OPEN_PHASES.includes(phase);
  const locale = useLocale();
  return (
    <TableRow
      data-testid="instant-row"
      data-trx-id={row.trxId}
      data-phase={phase}
      aria-selected={props.current}
      tabIndex={props.tabStop ? 0 : -1}
      className={cn(phase === "settled" && "text-muted-foreground")}
      onFocus={(e) => e.target === e.currentTarget && handlers.onCurrent(row.trxId)}
      onClick={() => handlers.onCurrent(row.trxId)}
    >
      <TableCell numeric>
        <CountdownCell
          remaining={remaining}
          counting={counting}
          latencyMs={row.latencyMs}
          fallback={row.fallback}
          deadlineAt={row.deadlineAt}
        />
      </TableCell>
      <AmountCell row={row} />
      <TableCell className="max-w-80">
        <PhaseCell row={row} phase={phase} />
      </TableCell>
      {canDecide ? (
        <TableCell onClick={(e) => e.stopPropagation()}>
          <RowActions
            trxId={row.trxId}
            amountText={amountText(row.amount, row.currency, locale)}
            answerable={answerable}
            armed={props.armed}
            focusConfirm={props.armedBy === "mouse"}
            sending={props.sending || phase === "answering"}
            onArm={() => handlers.onArm(row)}
            onDisarm={handlers.onDisarm}
            onAccept={() => handlers.onAccept(row)}
            onReject={() => handlers.onReject(row)}
          />
        </TableCell>
      ) : null}
      <PartyCells row={row} />
    </TableRow>
  );
});

/** The cells that never change for a payment: formatted once, not on every tick. */
const AmountCell = memo(function AmountCell({ row }: { row: TConfirmationRow }) {
  return (
    <TableCell numeric>
      {row.amount !== null && row.currency ? (
        <Amount minor={BigInt(row.amount)} currency={row.currency} direction="INBOUND" />
      ) : (
        muted
      )}
    </TableCell>
  );
});

const PartyCells = memo(function PartyCells({ row }: { row: TConfirmationRow }) {
  return (
    <>
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
    </>
  );
});
