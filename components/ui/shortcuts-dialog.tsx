"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";
import { Kbd } from "./kbd";

/**
 * One line of a page's shortcut list: the keys (alternatives), what they do, and `acts` when the key acts
 * on the platform (approve, decide), which only users with that permission are shown.
 */
export type TShortcut = [keys: string[], what: string, acts?: "acts"];

/** The lines a user is shown: those that act only with the permission to act. */
export const shortcutsFor = (shortcuts: readonly TShortcut[], canAct: boolean) =>
  shortcuts.filter(([, , acts]) => canAct || !acts);

/** The "?" dialog every keyboard-driven page shows: its shortcuts, less those that act when `canAct` is false. */
export function KeyboardShortcutsDialog({
  open,
  onOpenChange,
  shortcuts,
  canAct,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shortcuts: readonly TShortcut[];
  canAct: boolean;
}) {
  const shown = shortcutsFor(shortcuts, canAct);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shortcuts">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>They work while no field or dialog has the focus.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {shown.map(([keys, what]) => (
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
        {/* The quick jump (components/quick-jump) is the shell's, not the page's: it works from any page and
            any field, so it is named apart from the list above. */}
        <p className="border-t pt-3 text-sm text-muted-foreground" data-testid="shortcuts-jump">
          On every page, even in a field: <Kbd>Ctrl</Kbd> <Kbd>K</Kbd> (<Kbd>⌘</Kbd> <Kbd>K</Kbd> on a Mac)
          jumps to a payment, request, account, transaction, draft, order or page by its id or name.
        </p>
      </DialogContent>
    </Dialog>
  );
}
