"use client";

import { Amount } from "@/components/ui/amount";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Mono } from "@/components/ui/mono";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TConfirmationRow } from "@/lib/domain/instant/confirmations";
import { attemptsText, attemptsWorthShowing } from "./attempts-text";
import { outcomeStatus, phaseView, reasonWords, sourceText } from "./wording";

const muted = <span className="text-muted-foreground">—</span>;

/** Every decision: who (rule vN, user, or the platform's fallback), what, how fast, and what came of it. */
export function DecisionsTable({ rows, className }: { rows: TConfirmationRow[]; className?: string }) {
  return (
    <Table aria-label="Decisions on inbound Instant payments" containerClassName={className}>
      <TableHeader>
        <TableRow>
          <TableHead>Received</TableHead>
          <TableHead>Payment</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Decided by</TableHead>
          <TableHead>Decision</TableHead>
          <TableHead>Platform outcome</TableHead>
          <TableHead numeric>Latency</TableHead>
          <TableHead>Decided</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.trxId} data-testid="decision-row" data-decision-trx={row.trxId}>
            <TableCell>
              <DateTime iso={row.receivedAt} />
            </TableCell>
            <TableCell className="max-w-56">
              <div className="flex flex-col py-1">
                <span className="font-mono text-xs">{row.trxId}</span>
                {row.endToEndId ? (
                  <Mono value={row.endToEndId} className="text-xs text-muted-foreground" />
                ) : null}
              </div>
            </TableCell>
            <TableCell numeric>
              {row.amount !== null && row.currency ? (
                <Amount minor={BigInt(row.amount)} currency={row.currency} direction="INBOUND" />
              ) : (
                muted
              )}
            </TableCell>
            <TableCell data-testid="source">
              {sourceText(row) ?? <span className="text-muted-foreground">nobody yet</span>}
            </TableCell>
            <TableCell className="max-w-72" data-testid="decision">
              <DecisionCell row={row} />
            </TableCell>
            <TableCell data-testid="outcome">
              <OutcomeCell row={row} />
            </TableCell>
            <TableCell numeric className="tabular-nums" data-testid="latency">
              {row.latencyMs === null ? muted : `${row.latencyMs} ms`}
            </TableCell>
            <TableCell>{row.decidedAt ? <DateTime iso={row.decidedAt} /> : muted}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DecisionCell({ row }: { row: TConfirmationRow }) {
  if (!row.decision) {
    if (row.ruleOutcome !== "LEAVE") return muted;
    // LEAVE with no rule: the rules in force matched nothing, which also leaves the payment for people.
    return (
      <span className="text-muted-foreground">
        {row.ruleName ? `Left for people by rule ${row.ruleName}` : "Left for people: no rule matched"}
      </span>
    );
  }
  return (
    <div className="flex flex-col py-1 whitespace-normal">
      <span>
        {row.decision === "ACCEPT" ? "Accept" : `Reject: ${reasonWords(row.reasonCode) ?? "no reason"}`}
        {row.decision === "REJECT" && row.reasonCode ? (
          <span className="ml-1 font-mono text-xs text-muted-foreground">{row.reasonCode}</span>
        ) : null}
      </span>
      {attemptsWorthShowing(row.answerAttempts) ? (
        <span className="text-xs text-muted-foreground" data-testid="answer-attempts">
          {attemptsText(row.answerAttempts)}
        </span>
      ) : null}
      {row.answerState === "refused" ? (
        <span className="text-xs text-failed-fg">
          Refused by the platform: {row.answerMessage ?? "no reason given"}
          {row.answerCode ? (
            <span className="ml-1 font-mono text-muted-foreground">{row.answerCode}</span>
          ) : null}
        </span>
      ) : row.answerState === "unknown" ? (
        <span className="text-xs text-muted-foreground">
          Not known whether the platform took this answer: its outcome settles it.
        </span>
      ) : null}
    </div>
  );
}

function OutcomeCell({ row }: { row: TConfirmationRow }) {
  if (row.outcomeStatus) {
    return (
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge status={outcomeStatus(row.outcomeStatus)}>{row.outcomeStatus}</Badge>
        {row.fallback ? <Badge status="neutral">platform fallback</Badge> : null}
      </span>
    );
  }
  const view = phaseView(row);
  return <Badge status={view.status}>{view.text}</Badge>;
}
