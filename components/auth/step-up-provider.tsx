"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import { StepUpDialog } from "./step-up-dialog";

// Step-up in place (README.md, Security: Step-up): a money-moving action refused with `step_up_required`
// opens the check in a dialog stacked over whatever the person was doing, and once it passes the very same
// call is sent again. The caller's form never unmounts, so nothing typed is lost; cancelling hands the
// refusal back to the caller, which shows it beside the untouched input.

type TAsk = () => Promise<boolean>;
const StepUpContext = createContext<TAsk | null>(null);

export function StepUpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (ok: boolean) => void } | null>(null);

  const ask = useCallback<TAsk>(() => {
    // Calls refused together (a bulk run) share one check.
    if (pending.current) return pending.current.promise;
    let resolve!: (ok: boolean) => void;
    const promise = new Promise<boolean>((r) => (resolve = r));
    pending.current = { promise, resolve };
    setRound((n) => n + 1);
    setOpen(true);
    return promise;
  }, []);

  const done = useCallback((ok: boolean) => {
    pending.current?.resolve(ok);
    pending.current = null;
    setOpen(false);
  }, []);

  return (
    <StepUpContext.Provider value={ask}>
      {children}
      <StepUpDialog key={round} open={open} onDone={done} />
    </StepUpContext.Provider>
  );
}

/** Asks for the check now (the Instant queue, when it opens); true once it passed. */
export function useStepUpAsk(): TAsk {
  return useContext(StepUpContext) ?? (async () => false);
}

/**
 * `withStepUp(() => someAction(input))`: the action's result, after asking for the check and sending the
 * same input once more if the first answer was `step_up_required`.
 */
export function useStepUp() {
  const ask = useStepUpAsk();
  const withStepUp = useCallback(
    async <T,>(call: () => Promise<TActionResult<T>>): Promise<TActionResult<T>> => {
      const first = await call();
      if (first.error?.code !== "step_up_required") return first;
      return (await ask()) ? call() : first;
    },
    [ask],
  );
  return useMemo(() => ({ withStepUp, ask }), [withStepUp, ask]);
}
