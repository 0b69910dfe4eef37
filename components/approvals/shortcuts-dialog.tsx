"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Kbd } from "@/components/ui/kbd";

const KEYS: [keys: string[], what: string][] = [
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shortcuts">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>They work while no field or dialog has the focus.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {KEYS.filter(([k]) => canApprove || (k[0] !== "x" && k[0] !== "a")).map(([keys, what]) => (
            <div key={what} className="contents">
              <dt className="flex gap-1">
                {keys.map((k) => (
                  <Kbd key={k}>{k}</Kbd>
                ))}
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
