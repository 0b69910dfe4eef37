import type { TShortcut } from "@/components/ui/shortcuts-dialog";

/** The restriction-order list's keys (orders-view.tsx); c and r act. */
export const ORDER_SHORTCUTS: readonly TShortcut[] = [
  [["j", "↓"], "Next order"],
  [["k", "↑"], "Previous order"],
  [["Enter"], "Open the order's page"],
  [["c"], "Confirm the highlighted order (asks first)", "acts"],
  [["r"], "Reject the highlighted order: pick a reason (asks first)", "acts"],
  [["Esc"], "Close a dialog without sending"],
  [["?"], "Show these shortcuts"],
];
