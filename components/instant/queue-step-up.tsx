"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useStepUpAsk } from "@/components/auth/step-up-provider";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { renewStepUpAction, stepUpStatusAction } from "@/lib/actions/step-up";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import { remainingNow } from "./countdown";
import { OPEN_PHASES } from "./queue-table";
import { queueStepUpStep } from "./step-up-timing";
import { instantKeys, type TQueueView } from "./use-instant-queue";

const TICK_MS = 5_000;

const untilOf = (r: TActionResult<{ freshUntil: string | null }>) =>
  r.data?.freshUntil ? Date.parse(r.data.freshUntil) : null;

/**
 * Keeps the step-up check of a person answering Instant payments valid (step-up-timing.ts has the rules):
 * asks when the queue opens, renews while the page is visible, and asks again for a lapsed check only
 * while no payment is waiting. Renders a prompt only when the person cancelled a check that is needed.
 */
export function QueueStepUp() {
  // The queue as last read (useInstantQueue keeps it live), looked at when deciding, not at render.
  const queryClient = useQueryClient();
  const ask = useStepUpAsk();
  // undefined: not read yet.
  const [freshUntil, setFreshUntil] = useState<number | null | undefined>(undefined);
  const [declined, setDeclined] = useState(false);
  const state = useRef({ opening: true, busy: false, lastRenewAt: null as number | null });

  useEffect(() => {
    void stepUpStatusAction({}).then(
      (r) => setFreshUntil(untilOf(r)),
      () => setFreshUntil(null),
    );
  }, []);

  const check = useCallback(async () => {
    const s = state.current;
    if (s.busy || freshUntil === undefined) return;
    const now = Date.now();
    const q = queryClient.getQueryData<TQueueView>(instantKeys.queue);
    const waiting = (q?.rows ?? []).some(
      (r) => OPEN_PHASES.includes(r.phase) && remainingNow(r.deadlineAt, q!.offsetMs) > 0,
    );
    const visible = document.visibilityState === "visible";
    const { opening, lastRenewAt } = s;
    const step = queueStepUpStep({ freshUntil, now, opening, visible, waiting, lastRenewAt });
    s.opening = false;
    if (step === "none" || (step === "ask" && declined)) return;
    s.busy = true;
    try {
      if (step === "ask" && !(await ask())) return setDeclined(true);
      const r = step === "ask" ? await stepUpStatusAction({}) : await renewStepUpAction({});
      s.lastRenewAt = Date.now();
      setFreshUntil(untilOf(r));
    } catch {
      // Unreachable for now: the next tick tries again.
    } finally {
      s.busy = false;
    }
  }, [ask, declined, freshUntil, queryClient]);

  useEffect(() => {
    // At once (after this render) and then every few seconds; choosing "Confirm it is you" re-runs it.
    const first = setTimeout(() => void check(), 0);
    const timer = setInterval(() => void check(), TICK_MS);
    const onVisible = () => void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [check]);

  if (!declined) return null;
  return (
    <Callout
      tone="warning"
      data-testid="instant-step-up"
      action={
        <Button size="sm" onClick={() => setDeclined(false)}>
          Confirm it is you
        </Button>
      }
    >
      Answers need a recent password or code check. Confirm it is you before a payment arrives.
    </Callout>
  );
}
