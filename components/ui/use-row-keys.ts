"use client";

import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from "react";

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

type TKey = Pick<
  KeyboardEvent,
  "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey" | "defaultPrevented" | "target"
>;

/** What a key press does to the list: open or act on a row, or move the selection to one. */
export type TRowCommand = { kind: "open" | "action" | "move"; id: string } | null;

const MOVES: Record<string, 1 | -1> = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 };

// Keys typed into a field, or pressed on a control, belong to that control, never to the list.
function ownedByControl(target: EventTarget | null): boolean {
  if (typeof HTMLElement === "undefined" || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest("input, select, textarea, button, a, [role=dialog], [role=menu]") !== null;
}

/**
 * The command a key press means for the list, or null when it is not the list's: a modified key, one owned
 * by a control, or one a row already handled (Enter on a focused row: `openOnEnter`).
 */
export function rowCommand(
  event: TKey,
  props: Pick<TRowKeys, "ids" | "selectedId" | "actions">,
): TRowCommand {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (ownedByControl(event.target)) return null;
  const { ids, selectedId, actions } = props;
  if (ids.length === 0) return null;
  const at = selectedId ? ids.indexOf(selectedId) : -1;
  if (event.key === "Enter") return at >= 0 ? { kind: "open", id: ids[at]! } : null;
  if (actions?.[event.key] && at >= 0 && !event.shiftKey) return { kind: "action", id: ids[at]! };
  const step = MOVES[event.key];
  if (!step) return null;
  return { kind: "move", id: ids[at < 0 ? 0 : Math.min(ids.length - 1, Math.max(0, at + step))]! };
}

/**
 * A row's own Enter: the focused row opens itself, whatever the selection state says. Focusing a row
 * selects it, but that state reaches the window's handler only after a render, so an Enter pressed right
 * after the focus would find no selection; the row handles it first and marks it handled.
 */
export function openOnEnter(open: () => void) {
  return (event: Pick<ReactKeyboardEvent, keyof TKey | "currentTarget" | "preventDefault">) => {
    if (event.key !== "Enter" || event.target !== event.currentTarget || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open();
  };
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
      const { onSelect, onOpen, disabled, rowAttribute, actions } = latest.current;
      const command = disabled ? null : rowCommand(event, latest.current);
      if (!command) return;
      event.preventDefault();
      if (command.kind === "open") return onOpen(command.id);
      if (command.kind === "action") return actions![event.key]!(command.id);
      onSelect(command.id);
      document.querySelector<HTMLElement>(`[${rowAttribute}="${CSS.escape(command.id)}"]`)?.focus();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
