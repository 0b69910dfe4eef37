"use client";

import { useState } from "react";
import { useRowKeys } from "./use-row-keys";

type TListSelection = {
  /** The view the rows belong to (the canonical query): a selection is kept only within its view. */
  query: string;
  ids: string[];
  /** The attribute that carries a row's id (`data-payment-id`), so focus can follow the selection. */
  rowAttribute: string;
  onOpen: (id: string) => void;
  /** While a detail sheet or dialog is open, its own keys win. */
  disabled?: boolean;
  actions?: Record<string, (id: string) => void>;
};

/**
 * The selected row of a list page, with its keys (j/k, arrows, Enter: use-row-keys.ts). The selection
 * belongs to the view it was made in; another page or filter starts without one.
 */
export function useListSelection({ query, ids, rowAttribute, onOpen, disabled, actions }: TListSelection) {
  const [selection, setSelection] = useState<{ query: string; id: string } | null>(null);
  const selectedId = selection?.query === query ? selection.id : null;
  const select = (id: string) => setSelection({ query, id });
  useRowKeys({
    ids,
    selectedId,
    onSelect: select,
    onOpen,
    disabled: disabled ?? false,
    rowAttribute,
    actions,
  });
  return { selectedId, select };
}
