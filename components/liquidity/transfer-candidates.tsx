"use client";

import { ArrowRight } from "lucide-react";
import { Amount } from "@/components/ui/amount";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import type { TCandidate, TRequestIdMatch } from "@/lib/domain/liquidity/transfer-outcome";
import { TransferStatusBadge } from "./transfer-status-badge";

const REQUEST_ID_WORDS: Record<TRequestIdMatch, string> = {
  same: "Same request id as yours",
  absent: "The platform shows no request id",
  other: "Another request id: probably someone else's",
};

type TProps = { candidates: TCandidate[]; busy: boolean; onMine: (transferId: number) => void };

/** The listed transfers that match the unanswered one, each with what it would take to call it yours. */
export function TransferCandidates({ candidates, busy, onMine }: TProps) {
  if (!candidates.length) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Transfers that match yours" data-testid="candidates">
      {candidates.map(({ transfer: t, requestId, dismissed }) => (
        <li
          key={t.id}
          data-testid="candidate"
          data-transfer-id={t.id}
          className="flex flex-col gap-1 rounded-md border bg-background p-2 text-foreground"
        >
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs">Transfer {t.id}</span>
            <TransferStatusBadge status={t.status} />
            <Amount minor={t.amount} currency={t.currency} className="ml-auto" />
          </span>
          <span className="flex flex-wrap items-center gap-1 font-mono text-[11px]">
            {t.debtorAccount ?? "debtor not shown"}
            <ArrowRight aria-hidden className="size-3 text-muted-foreground" />
            <span className="sr-only">to</span>
            {t.creditorAccount}
          </span>
          <span className="text-xs text-muted-foreground">
            Created <DateTime iso={t.createdAt} /> · {REQUEST_ID_WORDS[requestId]}
            {dismissed ? " · you said it is not yours" : ""}
          </span>
          <span>
            <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => onMine(t.id)}>
              This is my transfer
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
