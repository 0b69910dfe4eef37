"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { finishEnrolmentAction } from "@/lib/actions/mfa";

/** Leaves enrolment: a session that could only enrol becomes a full one, then Countersign opens. */
export function FinishEnrolmentButton({ label }: { label: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-1">
      <Button
        type="button"
        loading={pending}
        onClick={async () => {
          setPending(true);
          const result = await finishEnrolmentAction({});
          if (result.error) {
            setPending(false);
            setError(result.error.message);
            return;
          }
          // A full load: the session cookie may have just changed.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign("/");
        }}
      >
        {label}
      </Button>
      {error && (
        <p role="status" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
