"use client";

import { Callout } from "@/components/ui/callout";
import { CopyButton } from "@/components/ui/copy-button";
import { FinishEnrolmentButton } from "./finish-enrolment-button";

/**
 * Shown once, right after enrolment or after the codes were replaced (`replaced`: the old ones no longer
 * work, and the page stays where it is): only hashes of these codes are kept.
 */
export function RecoveryCodes({ codes, replaced = false }: { codes: string[]; replaced?: boolean }) {
  return (
    <div className="space-y-4" data-testid="mfa-recovery-codes">
      <Callout tone="warning">
        {replaced ? "Your old recovery codes no longer work." : "Your second factor is on."} Save these
        recovery codes somewhere safe now: each signs you in once without your phone, and they are not shown
        again.
      </Callout>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-2">
        <CopyButton value={codes.join("\n")} label="Copy the recovery codes" />
        {!replaced && <FinishEnrolmentButton label="I have saved them" />}
      </div>
    </div>
  );
}
