"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { reapplyUnprocessableAction } from "@/lib/actions/events";
import { reapplyAllPlan, reapplyAllWords } from "./reapply-wording";
import { eventsKeys } from "./use-deliveries";
import { withParams } from "./events-url";

/**
 * The verified deliveries that could not be applied, counted live with the list; for admins, "Apply again
 * all" after a confirmation that says how many, bounded per click (REAPPLY_BATCH), least recently tried first.
 */
export function ReapplyAll({
  waiting,
  canReapply,
  onNavigate,
}: {
  waiting: number;
  canReapply: boolean;
  onNavigate: (query: string) => void;
}) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  if (waiting === 0) return null;
  const plan = reapplyAllPlan(waiting);

  async function reapplyAll() {
    const result = await reapplyUnprocessableAction({ limit: plan.take }).catch(() => null);
    if (!result || result.error) {
      toast({
        title: "Nothing was applied again",
        description: result?.error.message ?? "Countersign could not be reached. Try again.",
        tone: "error",
      });
    } else toast(reapplyAllWords(result.data));
    await queryClient.invalidateQueries({ queryKey: eventsKeys.all });
  }

  const many = waiting === 1 ? "delivery was" : "deliveries were";
  return (
    <Callout
      tone="warning"
      data-testid="unprocessable-summary"
      action={
        <span className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onNavigate(withParams("", { verified: "yes", processing: "unprocessable" }))}
          >
            Show them
          </Button>
          {canReapply ? (
            <ConfirmDialog
              trigger={
                <Button size="sm" data-testid="reapply-all">
                  {plan.label}
                </Button>
              }
              title={`${plan.label}?`}
              description={`Each is read again with this version of Countersign, least recently tried first, and applied as a fresh delivery would be: one that applies changes the payments, cancellations or alerts it names; one that still cannot stays as it is. None is applied twice, and each attempt is audited.`}
              confirmLabel={`Apply again ${plan.take}`}
              onConfirm={reapplyAll}
            />
          ) : null}
        </span>
      }
    >
      {waiting} verified {many} not applied: their kind was unknown or their body did not match.
    </Callout>
  );
}
