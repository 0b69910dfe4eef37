"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { useToast } from "@/components/ui/toast";
import { reapplyDeliveryAction } from "@/lib/actions/events";
import type { TDeliveryDetail } from "@/lib/domain/events/filters";
import { reapplyWords, type TOutcomeWords } from "./reapply-wording";
import { eventsKeys } from "./use-deliveries";

/**
 * "Apply again" on one delivery (admins): offered for a verified delivery that could not be applied. The
 * server classifies its stored body again with the current code and applies it as a fresh delivery; the
 * outcome stays in the sheet (and arrives as a toast) while the row and the sheet re-read the delivery.
 */
export function ReapplyPanel({ delivery: d }: { delivery: TDeliveryDetail }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<(TOutcomeWords & { code?: string }) | null>(null);
  const eligible = d.verified && d.processing === "unprocessable";
  if (!eligible && !shown) return null;

  async function reapply() {
    setPending(true);
    const result = await reapplyDeliveryAction({ id: d.id }).catch(() => null);
    setPending(false);
    const words: TOutcomeWords & { code?: string } = !result
      ? {
          title: "Countersign could not be reached",
          description: "Nothing was applied. Try again.",
          tone: "error",
        }
      : result.error
        ? { title: "Not applied", description: result.error.message, tone: "error", code: result.error.code }
        : reapplyWords(result.data);
    setShown(words);
    toast(words);
    await queryClient.invalidateQueries({ queryKey: eventsKeys.all });
  }

  return (
    <section aria-labelledby="delivery-reapply" className="flex flex-col gap-2" data-testid="reapply-panel">
      <h3 id="delivery-reapply" className="font-medium">
        Apply again
      </h3>
      {eligible ? (
        <div className="flex items-center gap-3">
          <Button size="sm" loading={pending} onClick={() => void reapply()} data-testid="reapply-button">
            Apply again
          </Button>
          <p className="text-xs text-muted-foreground">
            Reads the stored body with this version of Countersign and applies it as a fresh delivery. A
            delivery is never applied twice.
          </p>
        </div>
      ) : null}
      {shown ? (
        <Callout
          role="status"
          tone={shown.tone === "success" ? "info" : shown.tone === "warning" ? "warning" : "error"}
          title={shown.title}
          data-testid="reapply-result"
        >
          {shown.description}
          {shown.code ? <span className="ml-1 font-mono text-xs">({shown.code})</span> : null}
        </Callout>
      ) : null}
    </section>
  );
}
