"use client";

import { Callout } from "./callout";
import { ConfirmDialog } from "./confirm-dialog";
import { Field } from "./field";
import { Textarea } from "./textarea";

export type TSaveVersionProps = {
  open: boolean;
  /** What saving changes against the version in force, one sentence each. */
  changes: string[];
  comment: string;
  onComment: (comment: string) => void;
  commentError?: string;
  /** The last attempt's failure that is not a field's (kept in the dialog, which stays open). */
  failure: string | null;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
};

/**
 * Saving a new version of something that decides about money (the confirmation rules, the approval policy):
 * confirmed with the list of what changes against the version in force, with an optional comment kept with
 * the version. The caller words the title, the consequence and the "nothing changes" sentence.
 */
export function SaveVersionDialog(
  props: TSaveVersionProps & { title: string; description: string; unchanged: string; testId: string },
) {
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={props.title}
      description={props.description}
      confirmLabel="Save and put in force"
      onConfirm={props.onConfirm}
    >
      <div className="flex flex-col gap-3 text-sm">
        <div>
          <h3 className="mb-1 font-medium">What changes</h3>
          {props.changes.length ? (
            <ul
              className="flex max-h-56 list-disc flex-col gap-1 overflow-y-auto pl-5"
              data-testid={props.testId}
            >
              {props.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground" data-testid={props.testId}>
              {props.unchanged}
            </p>
          )}
        </div>
        <Field
          label="Comment (optional)"
          error={props.commentError}
          description="Why: kept with the version."
        >
          <Textarea value={props.comment} onChange={(e) => props.onComment(e.target.value)} rows={2} />
        </Field>
        {props.failure ? (
          <Callout tone="error" role="alert">
            {props.failure}
          </Callout>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
