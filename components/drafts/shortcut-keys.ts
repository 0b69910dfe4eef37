import type { TShortcut } from "@/components/ui/shortcuts-dialog";

/** The Drafts list's keys (drafts-view.tsx); n makes a payment, so only those who may are shown it. */
export const DRAFT_SHORTCUTS: readonly TShortcut[] = [
  [["j", "↓"], "Next draft"],
  [["k", "↑"], "Previous draft"],
  [["Enter"], "Open the draft"],
  [["n"], "New payment", "acts"],
  [["u"], "Upload a file of payments", "acts"],
  [["?"], "Show these shortcuts"],
];
