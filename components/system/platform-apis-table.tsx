"use client";

import { Badge, type BadgeStatus } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TAlertRuleView, TApiRow, TApiState } from "@/lib/domain/system/system";
import { ms, percent } from "./format";

const STATES: Record<TApiState, { status: BadgeStatus; label: string }> = {
  ok: { status: "done", label: "OK" },
  degraded: { status: "waiting", label: "Degraded" },
  failing: { status: "failed", label: "Failing" },
  idle: { status: "neutral", label: "No calls" },
};

/** The rule the states follow, in words (the same rule raises the platform_failing notification). */
export function RuleNote({ rule }: { rule: TAlertRuleView }) {
  return (
    <>
      Every instance&apos;s calls over the last hour. A failure is no answer, 5xx, 429 or an unreadable
      answer; a 4xx refusal is the platform working. <strong>Failing</strong>: over the last{" "}
      {rule.recentMinutes} minutes, at least {rule.minCalls} calls and more than{" "}
      {Math.round(rule.errorRate * 100)} % failed or p99 over {rule.p99Ms.toLocaleString("en-GB")} ms (this
      notifies). <strong>Degraded</strong>: a call failed in the last {rule.recentMinutes} minutes, or the
      rule holds over the hour. Latencies are upper bounds of 10 % wide bins.
    </>
  );
}

export function PlatformApisTable({ rows }: { rows: TApiRow[] }) {
  if (rows.length === 0)
    return (
      <EmptyState
        title="No platform calls in the last hour."
        description="They appear as pages read the platform."
      />
    );
  return (
    <Table aria-label="Platform APIs">
      <TableHeader>
        <TableRow>
          <TableHead>API</TableHead>
          <TableHead>State</TableHead>
          <TableHead numeric>Calls</TableHead>
          <TableHead numeric>Failure rate</TableHead>
          <TableHead numeric>p50</TableHead>
          <TableHead numeric>p99</TableHead>
          <TableHead>Last success</TableHead>
          <TableHead>Last failure</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.api} data-api={r.api} data-state={r.state}>
            <TableCell className="font-medium">{r.api}</TableCell>
            <TableCell>
              <Badge status={STATES[r.state].status}>{STATES[r.state].label}</Badge>
            </TableCell>
            <TableCell numeric>{r.calls.toLocaleString("en-GB")}</TableCell>
            <TableCell numeric data-testid="failure-rate">
              {percent(r.failureRate)}
              <span className="text-muted-foreground"> ({r.failures})</span>
            </TableCell>
            <TableCell numeric>{ms(r.p50Ms)}</TableCell>
            <TableCell numeric>{ms(r.p99Ms)}</TableCell>
            <TableCell>{r.lastOkAt ? <DateTime iso={r.lastOkAt} /> : "—"}</TableCell>
            <TableCell>
              {r.lastFailureAt ? (
                <span className="flex gap-2">
                  <DateTime iso={r.lastFailureAt} />
                  <span className="font-mono text-xs text-muted-foreground">{r.lastFailure}</span>
                </span>
              ) : (
                "—"
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
