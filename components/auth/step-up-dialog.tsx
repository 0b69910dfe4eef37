"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { confirmIdentityAction, stepUpStatusAction } from "@/lib/actions/step-up";
import type { TStepUpStatus } from "@/lib/domain/users/step-up";
import { SsoStepUp } from "./sso-step-up";

type TProps = { open: boolean; onDone: (ok: boolean) => void };

/**
 * The check itself: the password, or a code for an account with a second factor (SSO accounts sign in
 * again at their identity provider: sso-step-up.tsx). Focus starts in the field, Enter confirms, Escape
 * cancels back to the dialog underneath.
 */
export function StepUpDialog({ open, onDone }: TProps) {
  const [status, setStatus] = useState<TStepUpStatus | null>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A new ask mounts a new dialog (step-up-provider.tsx), so nothing typed for an earlier one is left here.
  useEffect(() => {
    if (!open) return;
    let live = true;
    // Unreadable: the password form, whose answer names the right field if the account uses a code.
    const fallback: TStepUpStatus = { method: "password", idp: null, freshUntil: null };
    void stepUpStatusAction({}).then(
      (r) => live && setStatus(r.data ?? fallback),
      () => live && setStatus(fallback),
    );
    return () => {
      live = false;
    };
  }, [open]);

  const field = status?.method === "code" ? "code" : "password";
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const result = await confirmIdentityAction({ [field]: value }).catch(() => null);
    setBusy(false);
    if (result?.data) return onDone(true);
    setValue("");
    setError(result?.error?.fieldErrors?.[field] ?? result?.error?.message ?? "The check failed. Try again.");
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? null : onDone(false))}>
      <DialogContent data-testid="step-up-dialog" aria-describedby="step-up-description">
        <DialogHeader>
          <DialogTitle>Confirm it is you</DialogTitle>
          <DialogDescription id="step-up-description">
            Moving money needs a recent check. What you entered stays as it is and is sent once you confirm.
          </DialogDescription>
        </DialogHeader>
        {!status ? (
          <Spinner label="Loading" />
        ) : status.method === "sso" ? (
          <SsoStepUp idp={status.idp ?? "single sign-on"} onDone={onDone} />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <Field
              label={field === "code" ? "Authentication code" : "Password"}
              error={error}
              description={
                field === "code" ? "A code from your authenticator app, or a recovery code." : null
              }
            >
              <Input
                name={field}
                type={field === "password" ? "password" : "text"}
                autoComplete={field === "password" ? "current-password" : "one-time-code"}
                maxLength={field === "password" ? 1024 : 64}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoFocus
                required
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => onDone(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={busy} disabled={!value}>
                Confirm
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
