"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { useStepUp } from "@/components/auth/step-up-provider";
import { decideRestrictionOrderAction } from "@/lib/actions/restriction-orders";
import type { TDecideOutcome } from "@/lib/domain/restriction-orders/types";
import type { TRejectionReason } from "@/lib/domain/restriction-orders/restriction-orders";
import type { TDecideMode } from "./decide-dialogs";
import { orderKeys } from "./use-orders";
import { newIntentId } from "@/lib/intent-id";

export type TDecideShown = TDecideOutcome | { error: string; code?: string };

const TOAST: Record<
  TDecideOutcome["outcome"],
  { title: string; tone: "success" | "error" | "warning" | "info" }
> = {
  decided: { title: "Decision taken", tone: "success" },
  already_decided: { title: "Already decided", tone: "info" },
  refused: { title: "The platform refused the decision", tone: "error" },
  unknown: { title: "Not known whether the decision arrived", tone: "warning" },
  in_progress: { title: "Already being decided", tone: "info" },
};

/**
 * The dialog's state and the call: an intent id is made when a dialog opens and kept while it is retried
 * (only when the action could not be reached at all); every answer re-reads the order and the list.
 */
export function useDecide(docId: string) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TDecideMode | null>(null);
  const [shown, setShown] = useState<TDecideShown | null>(null);
  const intent = useRef<string | null>(null);
  const { withStepUp } = useStepUp();

  const open = (next: TDecideMode) => {
    intent.current = newIntentId();
    setMode(next);
  };
  const close = () => {
    intent.current = null;
    setMode(null);
  };

  async function decide(d: { decision: "CONFIRM" } | { decision: "REJECT"; reason: TRejectionReason }) {
    const intentId = intent.current ?? newIntentId();
    intent.current = intentId;
    const result = await withStepUp(() => decideRestrictionOrderAction({ docId, intentId, ...d })).catch(
      () => null,
    );
    if (!result) {
      setShown({
        error:
          "Countersign could not be reached. Try again: the same decision is sent under the same intent, and never twice.",
      });
      return false;
    }
    if (result.error) {
      setShown({ error: result.error.message, code: result.error.providerCode });
    } else {
      const o = result.data;
      setShown(o);
      toast({ title: TOAST[o.outcome].title, description: o.message, tone: TOAST[o.outcome].tone });
    }
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    close();
    return true;
  }

  return { mode, open, close, decide, shown };
}
