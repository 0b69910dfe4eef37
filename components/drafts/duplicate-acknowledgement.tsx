"use client";

/**
 * The checkbox a person ticks before a payment with possible duplicates goes on (docs/initiation.md
 * #duplicates): in the New payment confirmation when it would be sent at once, and in the approve dialog.
 * The server refuses the step without it; the error says so here first.
 */
export function DuplicateAcknowledgement(props: {
  id: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={props.checked}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        I checked the possible duplicates above: this payment is not one of them.
      </label>
      {props.error ? (
        <p id={errorId} className="text-failed-fg">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
