"use client";

import { Keyboard, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Amount } from "@/components/ui/amount";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { MAX_APPROVALS_PER_REQUEST } from "@/lib/domain/approvals/approvals";
import type { TPayment } from "@/lib/domain/payments/payments";
import { totalsByCurrency } from "./totals";

type TProps = {
  waiting: number | null;
  selected: TPayment[];
  canApprove: boolean;
  busy: boolean;
  refreshing: boolean;
  fetchedAt: string | null;
  onApprove: () => void;
  onRefresh: () => void;
  onShortcuts: () => void;
  /** The at-risk filter (docs/deadlines.md#at-risk). */
  risk?: ReactNode;
};

export function QueueToolbar(props: TProps) {
  const { selected, canApprove } = props;
  const tooMany = selected.length > MAX_APPROVALS_PER_REQUEST;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p
        className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground"
        data-testid="queue-summary"
      >
        {props.waiting === null ? null : (
          <span>
            <span className="font-medium text-foreground tabular-nums">{props.waiting}</span> waiting
          </span>
        )}
        {selected.length ? (
          <>
            <span aria-hidden>·</span>
            <span>
              <span className="font-medium text-foreground tabular-nums">{selected.length}</span> selected:{" "}
              {totalsByCurrency(selected).map((t, i) => (
                <span key={t.currency}>
                  {i ? ", " : ""}
                  <Amount minor={t.minor} currency={t.currency} />
                </span>
              ))}
            </span>
          </>
        ) : null}
        {tooMany ? (
          <span className="text-warning-fg">Approve at most {MAX_APPROVALS_PER_REQUEST} at a time.</span>
        ) : null}
      </p>
      <div className="flex items-center gap-2">
        {props.risk}
        {props.fetchedAt ? (
          <span className="text-xs text-muted-foreground">
            Read <DateTime iso={props.fetchedAt} relative />
          </span>
        ) : null}
        <Button variant="ghost" size="icon" aria-label="Keyboard shortcuts" onClick={props.onShortcuts}>
          <Keyboard aria-hidden />
        </Button>
        <Button variant="secondary" onClick={props.onRefresh} loading={props.refreshing}>
          {props.refreshing ? null : <RefreshCw aria-hidden />} Refresh
        </Button>
        {canApprove ? (
          <Button
            data-testid="approve-selected"
            onClick={props.onApprove}
            disabled={selected.length === 0 || tooMany || props.busy}
          >
            Approve selected{selected.length ? ` (${selected.length})` : ""}…
          </Button>
        ) : null}
      </div>
    </div>
  );
}
