"use client";

import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Kbd } from "@/components/ui/kbd";
import { reasonLabel } from "@/lib/domain/restriction-orders/restriction-orders";
import type { TOrderDetail } from "@/lib/domain/restriction-orders/types";
import { DecideDialogs } from "./decide-dialogs";
import { DecideKeys } from "./decide-keys";
import { DecideOutcome } from "./decide-outcome";
import { useDecide } from "./use-decide";

/**
 * Confirm or reject, offered only while the order is UNPROCESSED and only to those who may decide. Once
 * decided, the panel says so and, when it went through Countersign, by whom.
 */
export function DecidePanel({ order, canDecide }: { order: TOrderDetail; canDecide: boolean }) {
  const d = useDecide(order.docId);
  const record = order.decision;
  const outcome = <DecideOutcome shown={d.shown} stored={d.shown ? null : record} />;
  if (order.status !== "UNPROCESSED") {
    const ours = record?.state === "decided" && record.providerCode === null ? record : null;
    return (
      <div className="flex flex-col gap-3" data-testid="decide-closed">
        {outcome}
        <Callout tone="info">
          This order is {order.status} and takes no further decision.
          {ours
            ? ` ${ours.decision === "CONFIRM" ? "Confirmed" : `Rejected (${reasonLabel(ours.reason ?? "")})`} through Countersign by ${ours.userEmail}.`
            : ""}
        </Callout>
      </div>
    );
  }
  if (!canDecide) {
    return <Callout tone="info">Your roles let you read this order, not decide it.</Callout>;
  }
  return (
    <div className="flex flex-col gap-3" data-testid="decide-panel">
      {outcome}
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => d.open("confirm")} disabled={record?.state === "pending"}>
          <Check aria-hidden className="size-4" /> Confirm…
        </Button>
        <Button variant="destructive" onClick={() => d.open("reject")} disabled={record?.state === "pending"}>
          <X aria-hidden className="size-4" /> Reject…
        </Button>
        <span className="text-xs text-muted-foreground">
          Each asks first. <Kbd>c</Kbd> confirm, <Kbd>r</Kbd> reject.
        </span>
      </div>
      <DecideDialogs order={order} mode={d.mode} onClose={d.close} onDecide={d.decide} />
      <DecideKeys onKey={(k) => (record?.state === "pending" || d.mode ? null : d.open(k))} />
    </div>
  );
}
