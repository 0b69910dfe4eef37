"use client";

import { DateTime } from "@/components/ui/date-time";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PaymentDetail } from "@/components/payments/payment-detail";
import type { TApprovalRecord } from "@/lib/domain/approvals/approvals";
import type { TPayment } from "@/lib/domain/payments/payments";
import { ApprovalStateBadge } from "./approval-badges";
import { ApprovalResult } from "./approval-result";
import { useApprovalRecords } from "./use-approval-queue";

// A side sheet on the Radix Dialog, like the Events sheet: focus trapped while open, Escape closes, and
// focus goes back to the queue's current row, so the reader carries on where they were.
const sheetClassName =
  "top-0 right-0 left-auto h-dvh w-full max-w-2xl translate-x-0 translate-y-0 content-start overflow-y-auto rounded-none border-y-0 border-r-0";

type TProps = {
  id: number | null;
  /** The payment as the queue holds it, when it is (still) in the queue: it can be approved from here. */
  queued: TPayment | null;
  canApprove: boolean;
  onApprove: (p: TPayment) => void;
  onClose: () => void;
};

export function ApprovalDrawer({ id, queued, canApprove, onApprove, onClose }: TProps) {
  const records = useApprovalRecords(id === null ? [] : [id], false);
  const record = records.data?.records.find((r) => r.trxId === id) ?? null;
  const approvable =
    canApprove && queued !== null && record?.state !== "approved" && record?.state !== "pending";
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        className={sheetClassName}
        data-testid="approval-drawer"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.querySelector<HTMLElement>('[data-trx-id][aria-selected="true"]')?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Payment {id}</DialogTitle>
          <DialogDescription>
            Countersign&apos;s approval and every field the platform holds.
          </DialogDescription>
        </DialogHeader>
        <section
          aria-labelledby="drawer-approval"
          className="flex flex-col gap-2 rounded-md border p-3 text-[13px]"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id="drawer-approval" className="font-semibold">
              Approval in Countersign
            </h3>
            {approvable ? (
              <Button size="sm" onClick={() => onApprove(queued)}>
                Approve…
              </Button>
            ) : null}
          </div>
          <ApprovalRecordView
            record={record}
            loading={records.isPending && id !== null}
            inQueue={queued !== null}
          />
        </section>
        {id !== null ? <PaymentDetail id={id} headingLevel={3} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ApprovalRecordView({
  record,
  loading,
  inQueue,
}: {
  record: TApprovalRecord | null;
  loading: boolean;
  inQueue: boolean;
}) {
  if (loading) return <p className="text-muted-foreground">Reading Countersign&apos;s record…</p>;
  if (!record) {
    return (
      <p className="text-muted-foreground" data-testid="approval-state">
        {inQueue
          ? "Not approved through Countersign yet: it waits in TO_SIGN."
          : "Countersign has not approved this payment."}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="approval-state">
      <div className="flex flex-wrap items-center gap-2">
        <ApprovalStateBadge state={record.state} />
        <span className="text-muted-foreground">
          last asked by {record.userEmail}, <DateTime iso={record.startedAt} relative />
          {record.attempts > 1 ? ` (attempt ${record.attempts})` : ""}
        </span>
      </div>
      {record.message ? <p>{record.message}</p> : null}
      {record.providerCode || record.providerStatus ? (
        <p className="font-mono text-xs text-muted-foreground">
          {[record.providerCode, record.providerStatus ? `HTTP ${record.providerStatus}` : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {record.result ? <ApprovalResult result={record.result} /> : null}
    </div>
  );
}
