"use client";

import type { MouseEvent } from "react";
import { openOnEnter } from "./use-row-keys";

// The row half of a list's keys (docs/pages.md#keys), the same in every list: one row in the tab order,
// focus selects, a click or Enter opens. useRowKeys moves the selection; these props make each row follow it.

type TOpenable = {
  selectedId: string | null | undefined;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
};

/** The row in the tab order (roving tabindex): the selected one while it is listed, else the first. */
export function tabStopOf(ids: readonly string[], selectedId: string | null | undefined) {
  return selectedId && ids.includes(selectedId) ? selectedId : ids[0];
}

/**
 * A row's selection and opening props. A click on a link or a button inside the row is that control's own
 * (a link opens its page, a new tab on a modified click), never the row's.
 */
export function openableRow(
  id: string,
  tabStop: string | undefined,
  { selectedId, onSelect, onOpen }: TOpenable,
) {
  return {
    "aria-selected": id === selectedId,
    tabIndex: id === tabStop ? 0 : -1,
    className: "cursor-pointer",
    onFocus: () => onSelect(id),
    onClick: (event: MouseEvent) => {
      if (!(event.target as HTMLElement).closest("a, button")) onOpen(id);
    },
    onKeyDown: openOnEnter(() => onOpen(id)),
  };
}
