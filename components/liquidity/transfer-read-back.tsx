"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateTime } from "@/components/ui/date-time";
import type { TReadBack } from "@/lib/domain/liquidity/transfer-outcome";
import { TransferCandidates } from "./transfer-candidates";

export type TUncertain = { message: string; sends: number; readBack: TReadBack | null };

type TProps = {
  outcome: TUncertain;
  /** "1,234.56 EUR from … to …", for the resend confirmation. */
  summary: string;
  busy: boolean;
  onLookAgain: () => void;
  onMine: (transferId: number) => void;
  /** Resolves false to keep the dialog open (the action failed). */
  onResend: (dismissed: number[]) => Promise<boolean>;
};

/**
 * A send that got no answer: what the platform's list shows now, and the person's three choices. Nothing
 * is sent again without "Send it again", and that needs a list that was read (docs/platform.md).
 */
export function TransferReadBack({ outcome, summary, busy, onLookAgain, onMine, onResend }: TProps) {
  const [confirming, setConfirming] = useState(false);
  const rb = outcome.readBack;
  const candidates = rb?.candidates ?? [];
  const canResend = rb?.status === "done" && !busy;
  return (
    <Callout
      role="alert"
      tone="warning"
      data-testid="transfer-uncertain"
      title="No answer from the platform: was the transfer made?"
    >
      <span className="flex flex-col gap-2">
        <span>{outcome.message}</span>
        {rb ? (
          <span className="text-xs" data-testid="read-back-when">
            Checked <DateTime iso={rb.readAt} />: {rb.rowsRead} listed transfer{rb.rowsRead === 1 ? "" : "s"}{" "}
            read, {candidates.length} match{candidates.length === 1 ? "es" : ""} yours.
          </span>
        ) : (
          <span className="text-xs">
            The platform&apos;s list has not been checked since the page loaded.
          </span>
        )}
        <TransferCandidates candidates={candidates} busy={busy} onMine={onMine} />
        <span className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="secondary" loading={busy} onClick={onLookAgain}>
            Look again
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={!canResend}
            onClick={() => setConfirming(true)}
          >
            Send it again
          </Button>
        </span>
      </span>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Send ${summary} again?`}
        description={
          candidates.length
            ? `You are saying that none of the ${candidates.length} listed transfer${candidates.length === 1 ? "" : "s"} is yours. If the first send was made after all, this makes a second transfer: the money moves twice.`
            : "The platform lists no such transfer. If the first send was made after all and is listed late, this makes a second transfer: the money moves twice."
        }
        confirmLabel="Send it again"
        destructive
        onConfirm={() => onResend(candidates.map((c) => c.transfer.id))}
      />
    </Callout>
  );
}
