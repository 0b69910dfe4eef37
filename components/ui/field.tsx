import { CircleAlert } from "lucide-react";
import { Slot } from "radix-ui";
import { useId, type ReactElement, type ReactNode } from "react";

import { cn } from "@/lib/utils/cn";
import { Label } from "./label";

export type FieldProps = {
  label: ReactNode;
  /** Exactly one control (Input, Textarea, a native select…); it receives id and the aria wiring. */
  children: ReactElement<{ id?: string }>;
  description?: ReactNode;
  /** The first validation message for this field, as a sentence the user can act on. */
  error?: ReactNode;
  /** The control's id (htmlFor is an alias). Else the child's own id, else a generated one. */
  id?: string;
  htmlFor?: string;
  className?: string;
};

export function Field({ label, children, description, error, id, htmlFor, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? htmlFor ?? children.props.id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div data-slot="field" className={cn("flex flex-col gap-1", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A field's message, for a control `Field` cannot wrap (a group of checkboxes): point the control's
 * aria-describedby at `id`. A polite live region that is always mounted: a region inserted together with
 * its text is often not announced. Not role="alert": submitting a form with five errors should not
 * interrupt five times, and focus moving to the first invalid field reads its message via aria-describedby.
 */
export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  return (
    <div aria-live="polite">
      {error ? (
        <p id={id} className="flex items-start gap-1 text-xs font-medium text-destructive">
          <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
