"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLocale } from "@/components/ui/use-locale";
import { formatMinor } from "@/lib/money";
import {
  describeAnswer,
  responseCodeOf,
  type TRespondCommand,
} from "@/lib/domain/cancellations/respond-command";
import type { TRespondContext } from "@/lib/domain/cancellations/respond-types";

type TProps = {
  open: boolean;
  requestId: string;
  paymentId: string | null;
  context: TRespondContext;
  command: TRespondCommand | null;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
};

const OPERATION = {
  v3: "POST /v3/cancellation-requests/{id}:respond",
  accept: "POST /v1/cancellation-requests/{id}:accept",
  reject: "POST /v1/cancellation-requests/{id}:reject",
};

/**
 * An answer moves money (a return) or refuses for good, and the platform takes no second one: the dialog
 * names the request, the payment and its amount, and exactly what will be sent, before anything is.
 */
export function RespondConfirm({ open, requestId, paymentId, context, command, onConfirm, onClose }: TProps) {
  const locale = useLocale();
  if (!command) return null;
  const accept = responseCodeOf(command) === "ACCEPTED";
  const amount = formatMinor(BigInt(context.amount), context.currency, { locale });
  const operation = command.api === "v3" ? OPERATION.v3 : OPERATION[command.op];
  const body = command.api === "v3" ? command.body : command.op === "reject" ? command.body : {};
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title={`${accept ? "Accept" : "Reject"} cancellation request ${requestId} for payment ${paymentId ?? "—"} (${amount})?`}
      description={`${describeAnswer(command, context, locale)} This cannot be undone: the platform sends it to the requesting bank at once.`}
      confirmLabel={accept ? "Accept and return the funds" : "Reject the request"}
      destructive={!accept}
      onConfirm={onConfirm}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="respond-summary">
        <dt className="text-muted-foreground">Request</dt>
        <dd className="font-mono">{requestId}</dd>
        <dt className="text-muted-foreground">Payment</dt>
        <dd className="font-mono">{paymentId ?? "—"}</dd>
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="tabular-nums">{amount}</dd>
        <dt className="text-muted-foreground">Operation</dt>
        <dd className="font-mono text-xs">{operation}</dd>
        <dt className="text-muted-foreground">Body</dt>
        <dd>
          <pre className="max-h-40 overflow-auto rounded bg-muted px-2 py-1 font-mono text-xs" tabIndex={0}>
            {JSON.stringify(body, null, 2)}
          </pre>
        </dd>
      </dl>
    </ConfirmDialog>
  );
}
