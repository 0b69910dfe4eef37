"use client";

import { DateTime } from "@/components/ui/date-time";
import { DEFAULT_POLICY } from "@/lib/domain/initiation/policy";
import type { TPolicyVersion } from "@/lib/domain/initiation/policy-version";
import { PolicyWordsList } from "./policy-words-list";

/** The policy every new draft is made under, in words, with its version and who saved it when. */
export function PolicyInForce({ inForce }: { inForce: TPolicyVersion | null }) {
  return (
    <section
      aria-labelledby="policy-in-force-title"
      className="flex flex-col gap-2"
      data-testid="policy-in-force"
    >
      <h2 id="policy-in-force-title" className="text-base font-semibold">
        {inForce ? `In force: version ${inForce.version}` : "In force: the default"}
      </h2>
      <p className="text-sm text-muted-foreground">
        {inForce ? (
          <>
            Saved by {inForce.createdByEmail}, <DateTime iso={inForce.createdAt} />
            {inForce.comment ? `: “${inForce.comment}”` : "."} The first rule that matches a draft decides.
          </>
        ) : (
          "No policy saved yet: every draft needs one approval from another person, not its maker."
        )}
      </p>
      <PolicyWordsList
        rules={(inForce ?? DEFAULT_POLICY).rules}
        otherwise={(inForce ?? DEFAULT_POLICY).otherwise}
        label="The policy in force, in order"
      />
    </section>
  );
}
