"use client";

import { KeyboardShortcutsDialog, type TShortcut } from "@/components/ui/shortcuts-dialog";

const KEYS: [keys: string[], what: string, decides: boolean][] = [
  [["j", "↓"], "Next order", false],
  [["k", "↑"], "Previous order", false],
  [["Enter"], "Open the order's page", false],
  [["c"], "Confirm the highlighted order (asks first)", true],
  [["r"], "Reject the highlighted order: pick a reason (asks first)", true],
  [["Esc"], "Close a dialog without sending", false],
  [["?"], "Show these shortcuts", false],
];

/** The list's "?" dialog; c and r are listed only for those who may decide. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  canDecide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canDecide: boolean;
}) {
  const shortcuts = KEYS.filter(([, , decides]) => canDecide || !decides).map(([keys, what]): TShortcut => [
    keys,
    what,
  ]);
  return <KeyboardShortcutsDialog open={open} onOpenChange={onOpenChange} shortcuts={shortcuts} />;
}
