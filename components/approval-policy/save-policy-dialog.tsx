"use client";

import { SaveVersionDialog, type TSaveVersionProps } from "@/components/ui/save-version-dialog";

/** Saving decides who must approve the money of every new draft, so it is confirmed with what changes. */
export function SavePolicyDialog(props: TSaveVersionProps) {
  return (
    <SaveVersionDialog
      {...props}
      title="Save the approval policy as a new version?"
      description="It applies to every draft made from now on; drafts already waiting keep what they were made under. The policy in force now stays in the version history."
      unchanged="Nothing: the new version says what the one in force says."
      testId="policy-changes"
    />
  );
}
