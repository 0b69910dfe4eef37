"use client";

import { SaveVersionDialog, type TSaveVersionProps } from "@/components/ui/save-version-dialog";

/**
 * Saving changes how money is answered from the next payment on, so it is confirmed with the list of
 * changes against the rules in force. The optional comment is saved with the version.
 */
export function SaveDialog({ ruleCount, ...props }: TSaveVersionProps & { ruleCount: number }) {
  return (
    <SaveVersionDialog
      {...props}
      title={`Save ${ruleCount} rule${ruleCount === 1 ? "" : "s"} as a new version?`}
      description="From the next Instant payment on, these rules answer payments automatically, without a person. The rules in force now stay in the version history."
      unchanged="Nothing: the new version holds the same rules as the one in force."
      testId="save-changes"
    />
  );
}
