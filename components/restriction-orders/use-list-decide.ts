"use client";

import { useEffect, useRef, useState } from "react";
import { useToast } from "@/components/ui/toast";
import type { TOrderRow } from "@/lib/domain/restriction-orders/types";
import type { TDecideMode } from "./decide-dialogs";
import { listDecideGate } from "./list-decide";
import { useDecide } from "./use-decide";

/**
 * Deciding from the list: c / r ask about the highlighted row in the order page's own dialogs, through the
 * same useDecide (one intent per opened dialog, the same action and audit). The row is kept as it was when
 * the key was pressed, so the dialog still names it if a refresh moves or drops it meanwhile.
 */
export function useListDecide(canDecide: boolean) {
  const { toast } = useToast();
  const [order, setOrder] = useState<TOrderRow | null>(null);
  const d = useDecide(order?.docId ?? "");
  const wasOpen = useRef(false);

  // A dialog opened without a trigger hands focus back to nothing when it closes; give it back to the row,
  // so the queue goes on from where it was (when a refresh has not taken the row away).
  useEffect(() => {
    if (d.mode) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current || !order) return;
    wasOpen.current = false;
    document.querySelector<HTMLElement>(`[data-doc-id="${CSS.escape(order.docId)}"]`)?.focus();
  }, [d.mode, order]);

  const ask = (row: TOrderRow, mode: TDecideMode) => {
    if (d.mode) return;
    const gate = listDecideGate(row, canDecide);
    if (!gate.ok) {
      toast({ title: gate.title, description: gate.description, tone: "info" });
      return;
    }
    setOrder(row);
    d.open(mode);
  };

  return { order, mode: d.mode, shown: d.shown, ask, close: d.close, decide: d.decide };
}
