"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLocale } from "@/components/ui/use-locale";
import { needsAcknowledgement } from "@/lib/domain/initiation/duplicates";
import type { TNewPayment } from "@/lib/domain/initiation/new-payment";
import type { TOrderingAccountOption } from "@/lib/domain/initiation/ordering-account";
import { DuplicateAcknowledgement } from "./duplicate-acknowledgement";
import { DuplicateWarning } from "./duplicate-warning";
import { describeNewPayment } from "./new-payment-words";
import type { TDuplicateState } from "./use-new-payment";

type TProps = {
  payment: TNewPayment | null;
  accounts: readonly TOrderingAccountOption[];
  duplicates: TDuplicateState;
  onConfirm: (acknowledged: boolean) => Promise<boolean>;
  onClose: () => void;
};

/**
 * The payment in words before the draft exists. What the approval policy asks is decided on the server when
 * the draft is made (the draft page then says it), so the dialog says what the policy does by default.
 */
export function NewPaymentConfirm(props: TProps) {
  // Mounted per opening, so an acknowledgement never carries over to another payment.
  return props.payment ? <Review {...props} payment={props.payment} /> : null;
}

function Review({ payment, accounts, duplicates, onConfirm, onClose }: TProps & { payment: TNewPayment }) {
  const locale = useLocale();
  const [acknowledged, setAcknowledged] = useState(false);
  const [ackError, setAckError] = useState<string | null>(null);
  const check = typeof duplicates === "string" ? null : duplicates;
  const mustAcknowledge = needsAcknowledgement(check);
  const words = describeNewPayment(payment, accounts, locale);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={words.title}
      description="It will wait for approval by another person under the approval policy. Nothing is sent to the platform before the policy is met; should the policy need no approval for this payment, it is sent at once."
      confirmLabel="Make the draft"
      onConfirm={() => {
        if (mustAcknowledge && !acknowledged) {
          setAckError("Confirm that you checked the possible duplicates.");
          return false;
        }
        return onConfirm(mustAcknowledge);
      }}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="new-payment-summary">
        {words.lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={label.includes("IBAN") || label === "End-to-end id" ? "font-mono text-xs" : ""}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div
        className="mt-3"
        data-testid="duplicate-check"
        data-state={typeof duplicates === "string" ? duplicates : "done"}
      >
        {duplicates === "looking" ? (
          <p className="text-sm text-muted-foreground">Looking for duplicates…</p>
        ) : duplicates === "failed" ? (
          <p className="text-sm">The duplicate check could not be run; approvers see it on the draft page.</p>
        ) : (
          <DuplicateWarning check={duplicates} />
        )}
        {mustAcknowledge ? (
          <div className="mt-2">
            <DuplicateAcknowledgement
              id="new-payment-ack"
              checked={acknowledged}
              error={ackError}
              onChange={(checked) => {
                setAcknowledged(checked);
                setAckError(null);
              }}
            />
          </div>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
