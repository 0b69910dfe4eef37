"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { DeliveryDetail } from "./delivery-detail";
import { ReadError } from "@/lib/read-json";
import { useDelivery } from "./use-deliveries";

// A side sheet on the Radix Dialog: focus is trapped while open, Escape closes, and focus returns to the
// row it was opened from, so the queue picks up where the reader left it.
const sheetClassName =
  "top-0 right-0 left-auto h-dvh w-full max-w-2xl translate-x-0 translate-y-0 content-start overflow-y-auto rounded-none border-y-0 border-r-0";

export function DeliverySheet({
  id,
  canReapply,
  onClose,
}: {
  id: string | null;
  canReapply: boolean;
  onClose: () => void;
}) {
  const detail = useDelivery(id);
  // Closing (id null) keeps showing the last delivery; opening another never shows the previous one's data.
  const data = detail.data && (id === null || detail.data.id === id) ? detail.data : undefined;
  const notFound = detail.error instanceof ReadError && detail.error.status === 404;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        className={sheetClassName}
        data-testid="delivery-detail"
        // Opened without a Radix Trigger, so Radix has nothing to return focus to: the selected row is it.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.querySelector<HTMLElement>('[data-delivery-id][aria-selected="true"]')?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delivery {id ?? data?.id}</DialogTitle>
          <DialogDescription>Everything stored for this webhook delivery, as received.</DialogDescription>
        </DialogHeader>
        {data ? (
          <DeliveryDetail delivery={data} canReapply={canReapply} />
        ) : detail.isError ? (
          <ErrorState
            title={notFound ? "This delivery does not exist." : "Couldn't load this delivery."}
            description={detail.error.message}
            requestId={detail.error instanceof ReadError ? (detail.error.requestId ?? undefined) : undefined}
            action={
              notFound ? null : (
                <Button variant="secondary" onClick={() => void detail.refetch()}>
                  Retry
                </Button>
              )
            }
          />
        ) : (
          <SkeletonRows rows={6} label="Loading the delivery" />
        )}
      </DialogContent>
    </Dialog>
  );
}
