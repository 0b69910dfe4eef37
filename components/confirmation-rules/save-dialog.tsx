"use client";

import { Callout } from "@/components/ui/callout";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";

type TProps = {
  open: boolean;
  /** What saving changes, one sentence each. */
  changes: string[];
  ruleCount: number;
  comment: string;
  onComment: (comment: string) => void;
  commentError?: string;
  /** The last attempt's failure that is not a field's (kept in the dialog, which stays open). */
  failure: string | null;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
};

/**
 * Saving changes how money is answered from the next payment on, so it is confirmed with the list of
 * changes against the rules in force. The optional comment is saved with the version.
 */
export function SaveDialog(props: TProps) {
  const { changes, ruleCount } = props;
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={`Save ${ruleCount} rule${ruleCount === 1 ? "" : "s"} as a new version?`}
      description="From the next Instant payment on, these rules answer payments automatically, without a person. The rules in force now stay in the version history."
      confirmLabel="Save and put in force"
      onConfirm={props.onConfirm}
    >
      <div className="flex flex-col gap-3 text-sm">
        <div>
          <h3 className="mb-1 font-medium">What changes</h3>
          {changes.length ? (
            <ul
              className="flex max-h-56 list-disc flex-col gap-1 overflow-y-auto pl-5"
              data-testid="save-changes"
            >
              {changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground" data-testid="save-changes">
              Nothing: the new version holds the same rules as the one in force.
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
