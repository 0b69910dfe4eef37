import type { TShortcut } from "@/components/ui/shortcuts-dialog";

/** The approval queue's keys (approvals-view.tsx); x and a act. */
export const APPROVAL_SHORTCUTS: readonly TShortcut[] = [
  [["j", "↓"], "Next payment"],
  [["k", "↑"], "Previous payment"],
  [["Enter"], "Open the payment's detail"],
  [["x"], "Select or deselect the payment", "acts"],
  [["a"], "Approve the selected payments, or this one when none is selected", "acts"],
  [["Esc"], "Close the detail or a dialog"],
  [["?"], "Show these shortcuts"],
];
