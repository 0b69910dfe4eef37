"use client";

import { Amount } from "@/components/ui/amount";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLocale } from "@/components/ui/use-locale";
import { formatMinor } from "@/lib/money";
import type { TPayment } from "@/lib/domain/payments/payments";
import { totalsByCurrency } from "./totals";

type TProps = {
  /** The payments to approve; null when closed. */
  payments: TPayment[] | null;
  onConfirm: (payments: TPayment[]) => void;
  onClose: () => void;
};

const LISTED = 8;

/**
 * Approving cannot be undone: the dialog names the payment (one) or the count (many), lists them, and gives
 * the total per currency, exactly. Confirming closes it at once: progress and outcomes show in the queue.
 */
export function ApproveDialog({ payments, onConfirm, onClose }: TProps) {
  const locale = useLocale();
  const list = payments ?? [];
  const one = list.length === 1 ? list[0]! : null;
  const amountText = (p: TPayment) => {
    try {
      return formatMinor(p.direction === "OUTBOUND" ? -BigInt(p.amount) : BigInt(p.amount), p.currency, {
        locale,
      });
    } catch {
      return `${p.amount} minor units of ${p.currency}`;
    }
  };
  const title = one
    ? `Approve payment ${one.id} for ${amountText(one)}?`
    : `Approve ${list.length} payments?`;
  return (
    <ConfirmDialog
      open={payments !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={title}
      description={
        one
          ? `Countersign signs it at the platform with its approver client${one.creditorName ? `, to ${one.creditorName}` : ""}. An approval cannot be undone.`
          : "Countersign signs each at the platform with its approver client. An approval cannot be undone."
      }
      confirmLabel={one ? "Approve payment" : `Approve ${list.length} payments`}
      onConfirm={() => onConfirm(list)}
    >
      <div className="flex flex-col gap-3 text-sm" data-testid="approve-summary">
        {one ? null : (
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto" aria-label="Payments to approve">
            {list.slice(0, LISTED).map((p) => (
              <li key={p.id} className="flex justify-between gap-3">
                <span className="truncate">
                  <span className="font-mono text-xs">{p.id}</span>
                  {p.creditorName ? (
                    <span className="text-muted-foreground"> to {p.creditorName}</span>
                  ) : null}
                </span>
                <Amount minor={p.amount} currency={p.currency} direction={p.direction} />
              </li>
            ))}
            {list.length > LISTED ? (
              <li className="text-muted-foreground">and {list.length - LISTED} more</li>
            ) : null}
          </ul>
        )}
        <dl className="flex flex-col gap-1 border-t pt-2">
          {totalsByCurrency(list).map((t) => (
            <div key={t.currency} className="flex justify-between gap-3" data-testid="approve-total">
              <dt className="text-muted-foreground">
                Total {t.currency} ({t.count} payment{t.count === 1 ? "" : "s"})
              </dt>
              <dd className="font-medium">
                <Amount minor={t.minor} currency={t.currency} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </ConfirmDialog>
  );
}
