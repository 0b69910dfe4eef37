"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Kbd } from "@/components/ui/kbd";

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shortcuts">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>They work while no field or dialog has the focus.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {KEYS.filter(([, , decides]) => canDecide || !decides).map(([keys, what]) => (
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
