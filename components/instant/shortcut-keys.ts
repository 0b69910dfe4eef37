import type { TShortcut } from "@/components/ui/shortcuts-dialog";

/** The Instant queue's keys (queue-panel.tsx); everything but moving and ? acts. */
export const INSTANT_SHORTCUTS: readonly TShortcut[] = [
  [["j", "↓"], "Next payment"],
  [["k", "↑"], "Previous payment"],
  [["a"], "Arm accepting the payment; a second a (or Enter) sends it", "acts"],
  [["Enter"], "Send the armed accept", "acts"],
  [["r"], "Reject: pick a reason; the choice sends it", "acts"],
  [["Esc"], "Disarm, or close a dialog without sending", "acts"],
  [["?"], "Show these shortcuts"],
];
