"use client";

import { RotateCcw, X } from "lucide-react";
import { Amount } from "@/components/ui/amount";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TApprovalOutcome, TApprovalRecord } from "@/lib/domain/approvals/approvals";
import { OutcomeBadge } from "./approval-badges";
import { ApprovalResult } from "./approval-result";
import type { TApprovalRun } from "./use-approval-run";

type TProps = {
  run: TApprovalRun;
  /** Countersign's records of the run's payments, read live while it is out. */
  records: ReadonlyMap<number, TApprovalRecord>;
  onOpen: (id: number) => void;
  onRetry: () => void;
  onDismiss: () => void;
};

/**
 * Every payment of the last approval this tab asked for, with its outcome: the signature, or why not and
 * what to do. Rows fill in as Countersign records them (an approval, once recorded, is final), then all
 * at once when the request answers.
 */
export function ApprovalRunPanel({ run, records, onOpen, onRetry, onDismiss }: TProps) {
  const sending = new Set(run.sending);
  const outcomeOf = (id: number): TApprovalOutcome | null => {
    const o = run.outcomes[id];
    if (o) return o;
    const r = records.get(id);
    // Only an approval is final; any other state may still change before this request answers.
    return r?.state === "approved" && r.finishedAt && Date.parse(r.finishedAt) >= run.startedAt - 60_000
      ? {
          trxId: id,
          outcome: "approved",
          replay: false,
          result: r.result,
          message: r.message ?? "Approved.",
          providerCode: null,
          providerStatus: null,
        }
      : null;
  };
  const done = run.items.filter((i) => outcomeOf(i.payment.id)).length;
  const retryable = run.items.some((i) => {
    const o = run.outcomes[i.payment.id];
    return !sending.has(i.payment.id) && (!o || o.outcome === "unknown" || o.outcome === "in_progress");
  });
  return (
    <section
      aria-labelledby="run-title"
      className="flex flex-col gap-2 rounded-md border p-3"
      data-testid="approval-run"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="run-title" className="text-sm font-semibold">
          {sending.size
            ? `Approving ${run.items.length} payment${run.items.length === 1 ? "" : "s"}…`
            : "Last approval"}
        </h2>
        <div className="flex items-center gap-2">
          <span role="status" className="text-xs text-muted-foreground tabular-nums">
            {done} of {run.items.length} done
          </span>
          {retryable ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              <RotateCcw aria-hidden /> Retry those without an answer
            </Button>
          ) : null}
          <Button
            size="icon"
            variant="ghost"
            aria-label="Dismiss the approval results"
            onClick={onDismiss}
            disabled={sending.size > 0}
          >
            <X aria-hidden />
          </Button>
        </div>
      </div>
      {run.error ? (
        <Callout tone="error" title="The approval request failed">
          {run.error.message}
        </Callout>
      ) : null}
      <Table aria-label="Outcome of each approval" containerClassName="max-h-72">
        <TableHeader>
          <TableRow>
            <TableHead>Payment</TableHead>
            <TableHead numeric>Amount</TableHead>
            <TableHead>Outcome</TableHead>
            <TableHead>Detail</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {run.items.map(({ payment: p }) => {
            const o = outcomeOf(p.id);
            return (
              <TableRow
                key={p.id}
                data-testid="run-row"
                data-trx-id={p.id}
                data-outcome={o?.outcome ?? "sending"}
              >
                <TableCell>
                  <Button variant="link" size="sm" className="font-mono text-xs" onClick={() => onOpen(p.id)}>
                    {p.id}
                  </Button>
                </TableCell>
                <TableCell numeric>
                  <Amount minor={p.amount} currency={p.currency} direction={p.direction} />
                </TableCell>
                <TableCell>
                  {o ? (
                    <OutcomeBadge outcome={o.outcome} />
                  ) : sending.has(p.id) ? (
                    <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                      <Spinner /> Approving…
                    </span>
                  ) : (
                    <span className="text-muted-foreground">Not sent</span>
                  )}
                </TableCell>
                <TableCell className="max-w-[36rem] whitespace-normal">
                  {o?.result ? (
                    <div className="flex flex-col gap-0.5 py-1">
                      {o.replay ? <span>{o.message}</span> : null}
                      <ApprovalResult result={o.result} />
                    </div>
                  ) : o ? (
                    <div className="flex flex-col gap-0.5 py-1">
                      <span>{o.message}</span>
                      {o.providerCode ? (
                        <span className="font-mono text-xs text-muted-foreground">{o.providerCode}</span>
                      ) : null}
                    </div>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
