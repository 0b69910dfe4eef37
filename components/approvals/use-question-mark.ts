"use client";

import { useEffect, useRef } from "react";

// "?" (ui.md: shows the shortcuts). Apart from useRowKeys, which leaves shifted keys alone on purpose:
// "?" is Shift+/ on most layouts. Typed into a field it stays a question mark.
export function useQuestionMark(onPress: () => void, disabled: boolean) {
  const latest = useRef({ onPress, disabled });
  useEffect(() => {
    latest.current = { onPress, disabled };
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "?" || latest.current.disabled || event.ctrlKey || event.metaKey || event.altKey)
        return;
      const t = event.target;
      if (
        t instanceof HTMLElement &&
        (t.isContentEditable || t.closest("input, select, textarea, [role=dialog]"))
      )
        return;
      event.preventDefault();
      latest.current.onPress();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
