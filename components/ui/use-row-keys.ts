"use client";

import { useEffect, useRef } from "react";

type TRowKeys = {
  ids: string[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  /** While the detail is open its own keys (Escape, Tab) win. */
  disabled: boolean;
  /** The attribute that carries a row's id (`data-delivery-id`), so focus can follow the selection. */
  rowAttribute: string;
  /** More single-letter actions on the selected row, e.g. { x: toggle, a: approve } (docs/pages.md#keys). */
  actions?: Record<string, (id: string) => void>;
};

const MOVES: Record<string, 1 | -1> = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 };

// Keys typed into a field, or pressed on a control, belong to that control, never to the list.
function ownedByControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest("input, select, textarea, button, a, [role=dialog], [role=menu]") !== null;
}

/**
 * Queue keys (docs/pages.md#keys): j/k or arrows move the selection, Enter opens it, and any `actions` letter
 * acts on it. Focus follows the selection so the row is scrolled into view and announced, but only on a key
 * press: rows arriving never move it.
 */
export function useRowKeys(props: TRowKeys) {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const { ids, selectedId, onSelect, onOpen, disabled, rowAttribute, actions } = latest.current;
      if (disabled || event.altKey || event.ctrlKey || event.metaKey || ownedByControl(event.target)) return;
      if (ids.length === 0) return;
      const at = selectedId ? ids.indexOf(selectedId) : -1;
      if (event.key === "Enter" && at >= 0) {
        event.preventDefault();
        onOpen(ids[at]!);
        return;
      }
      const action = actions?.[event.key];
      if (action && at >= 0 && !event.shiftKey) {
        event.preventDefault();
        action(ids[at]!);
        return;
      }
      const step = MOVES[event.key];
      if (!step) return;
      event.preventDefault();
      const next = at < 0 ? 0 : Math.min(ids.length - 1, Math.max(0, at + step));
      onSelect(ids[next]!);
      document.querySelector<HTMLElement>(`[${rowAttribute}="${CSS.escape(ids[next]!)}"]`)?.focus();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
