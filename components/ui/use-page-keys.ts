"use client";

import { useEffect, useRef } from "react";

// Page-level keys useRowKeys leaves alone: "?" shows the shortcuts (docs/pages.md#keys; Shift+/ on most
// layouts, so a shifted key) and Escape (the Instant queue disarms an armed accept with it, even while its
// Confirm button has the focus). Never inside a dialog or a field, where those keys belong to the control.
export function usePageKeys(keys: { "?"?: () => void; Escape?: () => void }, disabled: boolean) {
  const latest = useRef({ keys, disabled });
  useEffect(() => {
    latest.current = { keys, disabled };
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const { keys, disabled } = latest.current;
      const run = event.key === "?" || event.key === "Escape" ? keys[event.key] : undefined;
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
