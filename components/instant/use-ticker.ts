"use client";

import { useSyncExternalStore } from "react";

// Shared clocks for the page: one per interval, running only while someone listens. Countdowns need
// tenths of a second (100 ms) while a payment waits; otherwise a slow tick is enough to age out rows.
// The server renders without a clock (null), so server HTML and hydration agree.

type TClock = { now: number; listeners: Set<() => void>; timer: ReturnType<typeof setInterval> | null };
const clocks = new Map<number, TClock>();

function clockOf(ms: number): TClock {
  let c = clocks.get(ms);
  if (!c) clocks.set(ms, (c = { now: Date.now(), listeners: new Set(), timer: null }));
  return c;
}

const subscribers = new Map<number, (listener: () => void) => () => void>();
function subscriberOf(ms: number) {
  let s = subscribers.get(ms);
  if (!s) {
    const c = clockOf(ms);
    s = (listener) => {
      c.listeners.add(listener);
      c.now = Date.now();
      c.timer ??= setInterval(() => {
        c.now = Date.now();
        for (const l of c.listeners) l();
      }, ms);
      return () => {
        c.listeners.delete(listener);
        if (c.listeners.size === 0 && c.timer) {
          clearInterval(c.timer);
          c.timer = null;
        }
      };
    };
    subscribers.set(ms, s);
  }
  return s;
}

const still = () => () => {};

/**
 * The current time, refreshed every 100 ms while `fast`, every second when false, never when null (the
 * caller needs no clock now: nothing re-renders); null on the server and when not ticking.
 */
export function useTicker(fast: boolean | null): number | null {
  const ms = fast ? 100 : 1_000;
  return useSyncExternalStore(
    fast === null ? still : subscriberOf(ms),
    () => (fast === null ? null : clockOf(ms).now),
    () => null,
  );
}
