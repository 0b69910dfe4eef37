"use client";

import { useEffect, useState } from "react";
import { nextCrossing, type TDeadline } from "@/lib/domain/deadlines/deadlines";

/**
 * The time for a view that filters or counts by the at-risk rule: it moves only when one of `deadlines`
 * changes state (a timer set for that instant), so the view re-renders then and not every second, and
 * agrees with the rows' marks. Null on the server and until the first browser tick.
 */
export function useCrossingClock(deadlines: readonly TDeadline[]): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      const next = nextCrossing(deadlines, t);
      // A few ms past the crossing, so the rule reads the new state; setTimeout's limit is ~24.8 days.
      if (next !== null) timer = setTimeout(tick, Math.min(next - t + 5, 2 ** 31 - 1));
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [deadlines]);
  return now;
}
