"use client";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { resetUserMfaAction } from "@/lib/actions/mfa";
import type { TActionResult } from "@/lib/domain/shared/action-result";

type TProps = {
  userId: string;
  email: string;
  run: (call: () => Promise<TActionResult<unknown>>, done: string) => Promise<boolean>;
};

/** An administrator removes a user's second factor (a lost phone); audited as user.mfa_reset. */
export function ResetMfaButton({ userId, email, run }: TProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Reset 2FA of ${email}`}>
          Reset 2FA
        </Button>
      }
      title={`Reset the second factor of ${email}?`}
      description="Their authenticator app and recovery codes stop working. They sign in with their password next and, where the policy requires it, set up a new second factor before anything else. Check first that the request comes from them."
      confirmLabel="Reset second factor"
      destructive
      onConfirm={() => run(() => resetUserMfaAction({ userId }), `Second factor of ${email} reset.`)}
    />
  );
}
