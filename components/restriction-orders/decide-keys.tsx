"use client";

import { useEffect, useRef } from "react";

/** c / r on the detail page open the dialogs, unless a field or a dialog owns the key. */
export function DecideKeys({ onKey }: { onKey: (mode: "confirm" | "reject") => void }) {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const t = e.target instanceof HTMLElement ? e.target : null;
      if (
        t?.isContentEditable ||
        t?.closest("input, select, textarea, button, a, [role=dialog], [role=alertdialog]")
      )
        return;
      if (e.key === "c" || e.key === "r") {
        e.preventDefault();
        latest.current(e.key === "c" ? "confirm" : "reject");
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  return null;
}
