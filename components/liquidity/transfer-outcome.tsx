"use client";

import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import type { TTransfer } from "@/lib/domain/liquidity/liquidity";
import type { TCreatedSource } from "@/lib/domain/liquidity/transfer-outcome";
import type { TUncertain } from "./transfer-read-back";
import { TransferStatusBadge } from "./transfer-status-badge";

export type TFormOutcome =
  | { kind: "created"; transfer: TTransfer; source: TCreatedSource }
  | { kind: "refused"; message: string; code: string | null }
  | ({ kind: "uncertain" } & TUncertain)
  | { kind: "in_progress"; message: string }
  | { kind: "error"; message: string; requestId: string | null };

const CREATED: Record<TCreatedSource, { title: string; lead: string }> = {
  answer: { title: "Transfer sent", lead: "" },
  request_id: {
    title: "This transfer was already made",
    lead: "The platform already had this transfer under its request id (same amount and accounts), so nothing was sent twice. ",
  },
  record: { title: "This transfer was already made", lead: "It was sent from Countersign before. " },
  confirmed: {
    title: "Recorded as your transfer",
    lead: "You chose it among the transfers the platform lists; nothing was sent again. ",
  },
};

type TProps = {
  outcome: Exclude<TFormOutcome, { kind: "uncertain" }> | null;
  onShow: (t: TTransfer) => void;
  onLookAgain: () => void;
  onStartOver: () => void;
};

/** What became of the last send, said where the person is looking, with the one next step that fits. */
export function TransferOutcome({ outcome, onShow, onLookAgain, onStartOver }: TProps) {
  if (!outcome) return null;
  if (outcome.kind === "created") {
    const t = outcome.transfer;
    return (
      <Callout
        role="status"
        tone="info"
        data-testid="transfer-created"
        title={CREATED[outcome.source].title}
        action={
          <span className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => onShow(t)}>
              Show it in the list
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={onStartOver}>
              New transfer
            </Button>
          </span>
        }
      >
        {CREATED[outcome.source].lead}
        Transfer{" "}
        <span className="font-mono" data-testid="created-transfer-id">
          {t.id}
        </span>{" "}
        is <TransferStatusBadge status={t.status} />. The list follows it as it progresses.
      </Callout>
    );
  }
  if (outcome.kind === "in_progress")
    return (
      <Callout
        role="status"
        tone="info"
        data-testid="transfer-in-progress"
        title="Being sent"
        action={
          <Button type="button" size="sm" variant="secondary" onClick={onLookAgain}>
            Look again
          </Button>
        }
      >
        {outcome.message}
      </Callout>
    );
  return (
    <Callout role="alert" tone="error" data-testid="transfer-refused" title="The transfer was not made">
      {outcome.message}
      {outcome.kind === "refused" && outcome.code ? (
        <span className="block font-mono text-xs">{outcome.code}</span>
      ) : null}
    </Callout>
  );
}
