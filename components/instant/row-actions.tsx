"use client";

import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type TProps = {
  trxId: string;
  amountText: string;
  answerable: boolean;
  armed: boolean;
  focusConfirm: boolean;
  sending: boolean;
  onArm: () => void;
  onDisarm: () => void;
  onAccept: () => void;
  onReject: () => void;
};

/**
 * Accept takes two deliberate steps, both quick: the first arms it and names the amount, the second (the
 * Confirm button, Enter or `a` again) sends it. Reject opens the reason picker, whose choice sends it.
 * Both are disabled once someone has answered or the countdown ran out.
 */
export function RowActions(props: TProps) {
  const { trxId, amountText, answerable, armed, sending } = props;
  if (sending) {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground" data-testid="sending">
        <Spinner /> Sending…
      </span>
    );
  }
  if (armed && answerable) {
    return (
      <span className="inline-flex items-center gap-1.5" data-testid="armed">
        <span className="text-xs font-medium">Accept {amountText}?</span>
        <Button
          size="sm"
          autoFocus={props.focusConfirm}
          onClick={props.onAccept}
          aria-label={`Confirm: accept payment ${trxId} for ${amountText}`}
        >
          <Check aria-hidden /> Confirm
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onDisarm} aria-label="Cancel, do not accept">
          <X aria-hidden />
        </Button>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5">
      <Button
        size="sm"
        variant="secondary"
        disabled={!answerable}
        onClick={props.onArm}
        aria-label={`Accept payment ${trxId}…`}
      >
        Accept…
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={!answerable}
        onClick={props.onReject}
        aria-label={`Reject payment ${trxId}…`}
      >
        Reject…
      </Button>
    </span>
  );
}
