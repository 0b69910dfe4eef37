"use client";

import { KeyboardShortcutsDialog } from "@/components/ui/shortcuts-dialog";

const KEYS: [keys: string[], what: string, decides: boolean][] = [
  [["j", "↓"], "Next payment", false],
  [["k", "↑"], "Previous payment", false],
  [["a"], "Arm accepting the payment; a second a (or Enter) sends it", true],
  [["Enter"], "Send the armed accept", true],
  [["r"], "Reject: pick a reason; the choice sends it", true],
  [["Esc"], "Disarm, or close a dialog without sending", true],
  [["?"], "Show these shortcuts", false],
];

export function ShortcutsDialog({
  open,
  onOpenChange,
  canDecide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canDecide: boolean;
}) {
  const shortcuts = KEYS.filter(([, , decides]) => canDecide || !decides).map(
    ([keys, what]) => [keys, what] as [string[], string],
  );
  return <KeyboardShortcutsDialog open={open} onOpenChange={onOpenChange} shortcuts={shortcuts} />;
}
