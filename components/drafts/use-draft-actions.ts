"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { useToast } from "@/components/ui/toast";
import { approveDraftAction, rejectDraftAction, withdrawDraftAction } from "@/lib/actions/drafts";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import { draftDetailKey } from "./use-draft";

export type TDraftDialog = "approve" | "reject" | "withdraw";
export type TRefusal = { message: string; code: string };

/**
 * Approve (behind the step-up, as it may move money), reject with a reason, or withdraw. The page offers
 * only what the reader may do, but the server decides: its refusal is shown as it words it. Every answer
 * re-reads the draft.
 */
export function useDraftActions(draftId: string) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { withStepUp } = useStepUp();
  const [dialog, setDialog] = useState<TDraftDialog | null>(null);
  const [refusal, setRefusal] = useState<TRefusal | null>(null);

  async function run<T>(call: () => Promise<TActionResult<T>>, done: string): Promise<boolean> {
    setRefusal(null);
    const result = await call().catch(() => null);
    if (!result) {
      setRefusal({
        message: "Countersign could not be reached: nothing changed. Try again.",
        code: "network",
      });
    } else if (result.error) {
      setRefusal({ message: result.error.message, code: result.error.code });
    } else {
      toast({ title: done, tone: "success" });
    }
    setDialog(null);
    await queryClient.invalidateQueries({ queryKey: draftDetailKey(draftId) });
    return true;
  }

  return {
    dialog,
    open: (d: TDraftDialog) => setDialog(d),
    close: () => setDialog(null),
    refusal,
    approve: (acknowledgeDuplicates: boolean) =>
      run(
        () =>
          withStepUp(() =>
            approveDraftAction(acknowledgeDuplicates ? { draftId, acknowledgeDuplicates } : { draftId }),
          ),
        "Draft approved",
      ),
    reject: (reason: string) => run(() => rejectDraftAction({ draftId, reason }), "Draft rejected"),
    withdraw: () => run(() => withdrawDraftAction({ draftId }), "Draft withdrawn"),
  };
}
