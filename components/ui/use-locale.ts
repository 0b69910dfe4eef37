"use client";

import { useSyncExternalStore } from "react";

// The reader's locale for numbers and amounts. The server does not know it, so the server render and the
// hydration pass use one fixed locale and the browser's own takes over right after (as DateTime does for
// time zones): no hydration mismatch, and every figure ends in the reader's conventions.
export const SERVER_LOCALE = "en-US";
const subscribe = () => () => {};

export function useLocale(): string {
  return useSyncExternalStore(
    subscribe,
    () => navigator.language || SERVER_LOCALE,
    () => SERVER_LOCALE,
  );
}
