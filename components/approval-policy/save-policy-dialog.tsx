"use client";

import { Callout } from "@/components/ui/callout";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";

type TProps = {
  open: boolean;
  /** What saving changes against the policy in force, one sentence each. */
  changes: string[];
  comment: string;
  onComment: (comment: string) => void;
  commentError?: string;
  failure: string | null;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
};

/** Saving decides who must approve the money of every new draft, so it is confirmed with what changes. */
export function SavePolicyDialog(props: TProps) {
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title="Save the approval policy as a new version?"
      description="It applies to every draft made from now on; drafts already waiting keep what they were made under. The policy in force now stays in the version history."
      confirmLabel="Save and put in force"
      onConfirm={props.onConfirm}
    >
      <div className="flex flex-col gap-3 text-sm">
        <div>
          <h3 className="mb-1 font-medium">What changes</h3>
          {props.changes.length ? (
            <ul
              className="flex max-h-56 list-disc flex-col gap-1 overflow-y-auto pl-5"
              data-testid="policy-changes"
            >
              {props.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground" data-testid="policy-changes">
              Nothing: the new version says what the one in force says.
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
