"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { useLocale } from "@/components/ui/use-locale";
import { formatMinor } from "@/lib/money";
import {
  REJECTION_REASON_CODES,
  REJECTION_REASONS,
  type TRejectionReason,
} from "@/lib/domain/restriction-orders/restriction-orders";
import type { TOrderRow } from "@/lib/domain/restriction-orders/types";

export type TDecideMode = "confirm" | "reject";

type TProps = {
  order: TOrderRow;
  mode: TDecideMode | null;
  onClose: () => void;
  /** Sends the decision; resolves false to keep the dialog open (the action could not be reached). */
  onDecide: (
    decision: { decision: "CONFIRM" } | { decision: "REJECT"; reason: TRejectionReason },
  ) => Promise<boolean>;
};

function amountText(order: TOrderRow, locale: string | undefined) {
  if (order.amount === null) return "an amount not given";
  if (order.currency === null) return `${order.amount} minor units (currency not given)`;
  try {
    return formatMinor(order.amount, order.currency, { locale });
  } catch {
    return `${order.amount} minor units of ${order.currency}`;
  }
}

/**
 * A decision is final at the platform (an order takes one), so each asks first in a dialog that names the
 * order: document id, payer and amount. Rejecting needs one of the 20 reasons, shown in words with the code.
 */
export function DecideDialogs({ order, mode, onClose, onDecide }: TProps) {
  const locale = useLocale();
  const [reason, setReason] = useState<TRejectionReason | "">("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const amount = amountText(order, locale);
  const payer = order.payer.name ?? order.payer.account ?? "an unnamed payer";
  const summary = (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="decide-summary">
      <dt className="text-muted-foreground">Document id</dt>
      <dd className="font-mono">{order.docId}</dd>
      <dt className="text-muted-foreground">Payer</dt>
      <dd>
        {payer}
        {order.payer.account ? <span className="ml-2 font-mono text-xs">{order.payer.account}</span> : null}
      </dd>
      <dt className="text-muted-foreground">Payee</dt>
      <dd>{order.payee.name ?? order.payee.account ?? "not given"}</dd>
      <dt className="text-muted-foreground">Amount</dt>
      <dd className="tabular-nums">{amount}</dd>
    </dl>
  );
  const close = (open: boolean) => {
    if (open) return;
    setReason("");
    setReasonError(null);
    onClose();
  };

  return (
    <>
      <ConfirmDialog
        open={mode === "confirm"}
        onOpenChange={close}
        title={`Confirm restriction order ${order.docId} for ${amount}?`}
        description={`The platform will execute the order against ${payer}'s account. This cannot be undone: an order takes one decision only.`}
        confirmLabel="Confirm the order"
        onConfirm={() => onDecide({ decision: "CONFIRM" })}
      >
        {summary}
      </ConfirmDialog>
      <ConfirmDialog
        open={mode === "reject"}
        onOpenChange={close}
        title={`Reject restriction order ${order.docId} for ${amount}?`}
        description={`The order will not execute against ${payer}'s account. This cannot be undone: an order takes one decision only.`}
        confirmLabel="Reject the order"
        destructive
        onConfirm={async () => {
          if (!reason) {
            setReasonError("Choose the reason for rejecting the order.");
            return false;
          }
          return onDecide({ decision: "REJECT", reason });
        }}
      >
        {summary}
        <Field
          label="Rejection reason"
          error={reasonError}
          description={reason ? REJECTION_REASONS[reason].words : "Sent to the platform with the rejection."}
        >
          <select
            value={reason}
            onChange={(e) => {
              setReason(e.target.value as TRejectionReason | "");
              setReasonError(null);
            }}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="">Choose a reason…</option>
            {REJECTION_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {REJECTION_REASONS[code].label} ({code})
              </option>
            ))}
          </select>
        </Field>
      </ConfirmDialog>
    </>
  );
}
