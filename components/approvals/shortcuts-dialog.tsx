"use client";

import { KeyboardShortcutsDialog, type TShortcut } from "@/components/ui/shortcuts-dialog";

const KEYS: TShortcut[] = [
  [["j", "↓"], "Next payment"],
  [["k", "↑"], "Previous payment"],
  [["Enter"], "Open the payment's detail"],
  [["x"], "Select or deselect the payment"],
  [["a"], "Approve the selected payments, or this one when none is selected"],
  [["Esc"], "Close the detail or a dialog"],
  [["?"], "Show these shortcuts"],
];

export function ShortcutsDialog({
  open,
  onOpenChange,
  canApprove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canApprove: boolean;
}) {
  const shortcuts = KEYS.filter(([k]) => canApprove || (k[0] !== "x" && k[0] !== "a"));
  return <KeyboardShortcutsDialog open={open} onOpenChange={onOpenChange} shortcuts={shortcuts} />;
}
