"use client";

import { useState, type KeyboardEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  INSTANT_REJECT_REASONS,
  INSTANT_REJECT_REASON_CODES,
  type TConfirmationRow,
  type TInstantRejectReason,
} from "@/lib/domain/instant/confirmations";
import { formatRemaining } from "./countdown";

type TProps = {
  /** The payment to reject; null when closed. */
  row: TConfirmationRow | null;
  amountText: string;
  /** Milliseconds left; the choice is refused once the countdown ran out. */
  remaining: number | null;
  onChoose: (row: TConfirmationRow, reason: TInstantRejectReason) => void;
  onClose: () => void;
};

const matches = (code: TInstantRejectReason, filter: string) => {
  const f = filter.trim().toLowerCase();
  return !f || code.toLowerCase().includes(f) || INSTANT_REJECT_REASONS[code].toLowerCase().includes(f);
};

/**
 * Rejecting is one deliberate choice: the dialog names the payment and amount, and picking a reason sends
 * the rejection at once (the choice is the confirmation; Esc or Cancel sends nothing). Typing filters the
 * list by words or code, Enter takes the first match, arrows move through the reasons.
 */
export function ReasonPicker({ row, amountText, remaining, onChoose, onClose }: TProps) {
  const [filter, setFilter] = useState("");
  const expired = remaining !== null && remaining <= 0;
  const shown = INSTANT_REJECT_REASON_CODES.filter((c) => matches(c, filter));
  const choose = (code: TInstantRejectReason) => {
    if (!row || expired) return;
    setFilter("");
    onChoose(row, code);
  };
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...document.querySelectorAll<HTMLElement>("[data-reason-code]")];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? Math.min(items.length - 1, at + 1) : Math.max(-1, at - 1);
    (next < 0 ? document.getElementById("reason-filter") : items[next])?.focus();
  };
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFilter("");
          onClose();
        }
      }}
    >
      <DialogContent
        data-testid="reason-picker"
        onKeyDown={moveFocus}
        // Back to the queue's current row, so the next key press carries on from there.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.querySelector<HTMLElement>('[data-testid="instant-row"][aria-selected="true"]')?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            Reject payment {row?.trxId} for {amountText}?
          </DialogTitle>
          <DialogDescription>
            Choosing a reason sends the rejection to the platform at once; it cannot be undone. Esc sends
            nothing.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm tabular-nums" data-testid="picker-countdown">
          {remaining === null ? null : expired ? (
            <span className="text-failed-fg">The 5 seconds are over: the platform decides now.</span>
          ) : (
            <>Time left: {formatRemaining(remaining)}</>
          )}
        </p>
        {expired ? null : (
          <>
            <div className="flex flex-col gap-1">
              <Label htmlFor="reason-filter">Find a reason (words or code)</Label>
              <Input
                id="reason-filter"
                autoFocus
                value={filter}
                autoComplete="off"
                onChange={(e) => setFilter(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && shown[0]) {
                    e.preventDefault();
                    choose(shown[0]);
                  }
                }}
              />
            </div>
            <ul
              className="flex max-h-72 flex-col overflow-y-auto rounded-md border"
              aria-label="Reject reasons"
            >
              {shown.map((code) => (
                <li key={code}>
                  <button
                    type="button"
                    data-reason-code={code}
                    disabled={expired}
                    onClick={() => choose(code)}
                    className="flex w-full items-baseline justify-between gap-3 px-3 py-1.5 text-left text-sm hover:bg-muted focus-visible:bg-muted disabled:opacity-50"
                  >
                    <span>{INSTANT_REJECT_REASONS[code]}</span>
                    <span className="font-mono text-xs text-muted-foreground">{code}</span>
                  </button>
                </li>
              ))}
              {shown.length === 0 ? (
                <li className="px-3 py-2 text-sm text-muted-foreground">No reason matches “{filter}”.</li>
              ) : null}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
