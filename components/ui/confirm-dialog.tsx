"use client";

import { AlertDialog } from "radix-ui";
import { useState, useTransition, type ReactNode } from "react";

import { Button } from "./button";
import { contentClassName, overlayClassName } from "./dialog";

export type ConfirmDialogProps = {
  /** Names the object and, where there is one, the amount: "Approve payment PAY-1042 for 1,250.00 EUR?" */
  title: string;
  /** What will happen and what cannot be undone, as a sentence; read out when the dialog opens. */
  description: ReactNode;
  /** Anything beyond that sentence: an amount summary, an error the action returned. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that remove, reject or close something. */
  destructive?: boolean;
  /** Return false (or resolve to false) to keep the dialog open, e.g. when the action returned { error }. */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  /** The opening element (used asChild); a string becomes a small secondary Button. Omit when controlling `open`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Forces the pending state when the caller tracks the action itself. */
  pending?: boolean;
};

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, description, children, confirmLabel, cancelLabel = "Cancel", destructive, trigger } = props;
  const [innerOpen, setInnerOpen] = useState(false);
  const [transitionPending, startTransition] = useTransition();
  const open = props.open ?? innerOpen;
  const pending = props.pending || transitionPending;

  // While the action is in flight, closing would suggest it was cancelled; it was not, so stay open.
  const setOpen = (next: boolean) => {
    if (pending && !next) return;
    setInnerOpen(next);
    props.onOpenChange?.(next);
  };

  const confirm = () =>
    startTransition(async () => {
      if ((await props.onConfirm()) !== false) setOpen(false);
    });

  const triggerElement =
    typeof trigger === "string" ? (
      <Button variant="secondary" size="sm">
        {trigger}
      </Button>
    ) : (
      trigger
    );

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{triggerElement}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClassName} />
        <AlertDialog.Content className={contentClassName} aria-busy={pending || undefined}>
          <div className="flex flex-col gap-1.5">
            <AlertDialog.Title className="text-base font-semibold">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialog.Description>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* A plain Button, not AlertDialog.Action: Action closes on click, before the work is done. */}
            <Button variant={destructive ? "destructive" : "primary"} loading={pending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
