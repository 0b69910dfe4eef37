"use client";

import { useLive } from "./live-provider";

/** Says whether live updates are flowing, in words as well as colour. */
export function LiveIndicator() {
  const { connected } = useLive();
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
      data-testid="live-indicator"
      aria-live="polite"
    >
      <span
        aria-hidden
        className={
          connected ? "size-2 rounded-full bg-done-fg" : "size-2 rounded-full border border-muted-foreground"
        }
      />
      {connected ? "Live" : "Reconnecting…"}
    </span>
  );
}
