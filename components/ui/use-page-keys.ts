"use client";

import { useEffect, useRef } from "react";

// Page-level keys useRowKeys leaves alone: "?" shows the shortcuts (docs/pages.md#keys; Shift+/ on most
// layouts, so a shifted key) and Escape (the Instant queue disarms an armed accept with it, even while its
// Confirm button has the focus) and "n", a page's new object (New payment on Drafts). Never inside a dialog
// or a field, where those keys belong to the control.
const PAGE_KEYS = ["?", "Escape", "n"] as const;
type TPageKey = (typeof PAGE_KEYS)[number];
const isPageKey = (key: string): key is TPageKey => (PAGE_KEYS as readonly string[]).includes(key);

export function usePageKeys(keys: Partial<Record<TPageKey, () => void>>, disabled: boolean) {
  const latest = useRef({ keys, disabled });
  useEffect(() => {
    latest.current = { keys, disabled };
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const { keys, disabled } = latest.current;
      const run = isPageKey(event.key) ? keys[event.key] : undefined;
      if (!run || disabled || event.ctrlKey || event.metaKey || event.altKey) return;
      const t = event.target;
      if (
        t instanceof HTMLElement &&
        (t.isContentEditable || t.closest("input, select, textarea, [role=dialog], [role=alertdialog]"))
      )
        return;
      event.preventDefault();
      run();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
