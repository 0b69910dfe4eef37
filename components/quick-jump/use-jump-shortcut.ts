"use client";

import { useEffect, useSyncExternalStore } from "react";

// ⌘K on Apple systems, Ctrl+K elsewhere (where ⌘ does not exist and the Windows key belongs to the system).
// Only the platform's own combination is taken, so Ctrl+K stays the editing key macOS text fields give it.

const subscribe = () => () => {};

function isApple(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent);
}

/** Whether the reader's keyboard says ⌘: false on the server and during hydration, then the truth. */
export function useApplePlatform(): boolean {
  return useSyncExternalStore(subscribe, isApple, () => false);
}

/** Another modal (a confirmation, the shortcuts help) owns the screen: the jump does not open over it. */
function otherModalOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"]') !== null;
}

/** Calls `toggle` on the platform's combination, from any page and any field, unless another modal is up. */
export function useJumpShortcut(open: boolean, toggle: () => void, apple: boolean) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== "k" || e.altKey || e.shiftKey || e.isComposing) return;
      if (apple ? !e.metaKey || e.ctrlKey : !e.ctrlKey || e.metaKey) return;
      if (!open && otherModalOpen()) return;
      // The browser's own Ctrl+K (focus the search bar) would take the focus away from the page.
      e.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open, toggle, apple]);
}
