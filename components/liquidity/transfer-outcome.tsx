"use client";

import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import type { TTransfer } from "@/lib/schemas/liquidity";
import { TransferStatusBadge } from "./transfer-status-badge";

export type TFormOutcome =
  | { kind: "created"; transfer: TTransfer; duplicate: boolean }
  | { kind: "refused"; message: string; code: string | null }
  | { kind: "unknown"; message: string }
  | { kind: "error"; message: string; requestId: string | null };

type TProps = {
  outcome: TFormOutcome | null;
  onShow: (t: TTransfer) => void;
  onRetry: () => void;
  onStartOver: () => void;
};

/** What became of the last send, said where the person is looking, with the one next step that fits. */
export function TransferOutcome({ outcome, onShow, onRetry, onStartOver }: TProps) {
  if (!outcome) return null;
  if (outcome.kind === "created") {
    const t = outcome.transfer;
    return (
      <Callout
        role="status"
        tone="info"
        data-testid="transfer-created"
        title={outcome.duplicate ? "This transfer was already made" : "Transfer sent"}
        action={
          <span className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => onShow(t)}>
              Show it in the list
            </Button>
            <Button variant="ghost" size="sm" onClick={onStartOver}>
              New transfer
            </Button>
          </span>
        }
      >
        {outcome.duplicate
          ? "The platform already had a transfer with this request id, so nothing was sent twice. "
          : ""}
        Transfer{" "}
        <span className="font-mono" data-testid="created-transfer-id">
          {t.id}
        </span>{" "}
        is <TransferStatusBadge status={t.status} />. The list follows it as it progresses.
      </Callout>
    );
  }
  if (outcome.kind === "unknown")
    return (
      <Callout
        role="alert"
        tone="warning"
        data-testid="transfer-unknown"
        title="No answer from the platform"
        action={
          <span className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onRetry}>
              Send again
            </Button>
            <Button variant="ghost" size="sm" onClick={onStartOver}>
              Start over
            </Button>
          </span>
        }
      >
        {outcome.message} Starting over makes a new request id: check the list first.
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
