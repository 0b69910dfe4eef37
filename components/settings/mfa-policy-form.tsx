"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { Button } from "@/components/ui/button";
import { StatusMessage, type TStatusMessage } from "@/components/ui/status-message";
import { saveMfaPolicyAction } from "@/lib/actions/mfa";
import { MFA_POLICIES, MONEY_ROLES, type TMfaPolicy } from "@/lib/auth/client-safe/mfa-policy";
import { ROLE_LABELS } from "@/lib/auth/client-safe/roles";

const LABELS: Record<TMfaPolicy, string> = {
  all: "Every password account",
  money: `Roles that move money (${MONEY_ROLES.map((r) => ROLE_LABELS[r]).join(", ")})`,
  optional: "Nobody: each user may choose",
};

type TProps = { policy: TMfaPolicy; saved: boolean };

/** Who must have a second factor; saved and audited as settings.mfa_policy. */
export function MfaPolicyForm({ policy, saved }: TProps) {
  const router = useRouter();
  const { withStepUp } = useStepUp();
  const [choice, setChoice] = useState<TMfaPolicy>(policy);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<TStatusMessage>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const { error } = await withStepUp(() => saveMfaPolicyAction({ policy: choice }));
    setPending(false);
    setMessage(error ? { tone: "error", text: error.message } : { tone: "ok", text: "Policy saved." });
    if (!error) router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="mfa-policy-title">
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Who must use a second factor</legend>
        {MFA_POLICIES.map((p) => (
          <label key={p} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="policy"
              value={p}
              checked={choice === p}
              onChange={() => setChoice(p)}
            />
            {LABELS[p]}
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" loading={pending} disabled={saved && choice === policy}>
          Save policy
        </Button>
        <StatusMessage message={message} testId="mfa-policy-message" />
      </div>
    </form>
  );
}
