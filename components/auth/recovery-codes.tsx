"use client";

import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { CopyButton } from "@/components/ui/copy-button";

/** Shown once, right after enrolment: only hashes of these codes are kept. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-4" data-testid="mfa-recovery-codes">
      <Callout tone="warning">
        Your second factor is on. Save these recovery codes somewhere safe now: each signs you in once without
        your phone, and they are not shown again.
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
        <Button
          type="button"
          onClick={() => {
            // A full load: the session may have just stopped being enrolment-only.
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            window.location.assign("/");
          }}
        >
          I have saved them
        </Button>
      </div>
    </div>
  );
}
