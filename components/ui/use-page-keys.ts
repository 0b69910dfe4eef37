"use client";

import { useEffect, useRef } from "react";

// Page-level keys useRowKeys leaves alone: "?" shows the shortcuts (docs/pages.md#keys; Shift+/ on most
// layouts, so a shifted key), Escape (the Instant queue disarms an armed accept with it, even while its
// Confirm button has the focus), "n", a page's new object (New payment on Drafts), and "u", an upload of
// many (a file of payments on Drafts). Never inside a dialog or a field, where those keys belong to the
// control.
const PAGE_KEYS = ["?", "Escape", "n", "u"] as const;
type TPageKey = (typeof PAGE_KEYS)[number];
export type TPageKeys = Partial<Record<TPageKey, () => void>>;
const isPageKey = (key: string): key is TPageKey => (PAGE_KEYS as readonly string[]).includes(key);

type TKey = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">;

/** What a key press runs on the page, or null when it is not the page's (a field, a dialog, a modifier). */
export function pageKeyCommand(event: TKey, keys: TPageKeys, disabled: boolean): (() => void) | null {
  const run = isPageKey(event.key) ? keys[event.key] : undefined;
  if (!run || disabled || event.ctrlKey || event.metaKey || event.altKey) return null;
  const t = event.target;
  if (
    typeof HTMLElement !== "undefined" &&
    t instanceof HTMLElement &&
    (t.isContentEditable || t.closest("input, select, textarea, [role=dialog], [role=alertdialog]"))
  )
    return null;
  return run;
}

export function usePageKeys(keys: TPageKeys, disabled: boolean) {
  const latest = useRef({ keys, disabled });
  useEffect(() => {
    latest.current = { keys, disabled };
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const run = pageKeyCommand(event, latest.current.keys, latest.current.disabled);
      if (!run) return;
      event.preventDefault();
      run();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
