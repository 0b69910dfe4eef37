"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { regenerateRecoveryCodesAction } from "@/lib/actions/mfa";
import { RecoveryCodes } from "./recovery-codes";

type TErrors = { password?: string; code?: string; form?: string };

/** New recovery codes for the signed-in user, after the password or a current code; shown once. */
export function ReplaceRecoveryCodesForm() {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});
  const [codes, setCodes] = useState<string[] | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const code = String(form.get("code") ?? "");
    setPending(true);
    setErrors({});
    const result = await regenerateRecoveryCodesAction({
      ...(password && { password }),
      ...(code && { code }),
    });
    setPending(false);
    if (result.data) setCodes(result.data.recoveryCodes);
    else {
      const f = result.error.fieldErrors ?? {};
      setErrors(f.password || f.code ? f : { form: result.error.message });
    }
  }

  if (codes) return <RecoveryCodes codes={codes} replaced />;
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-3" noValidate aria-labelledby="replace-title">
      <h2 id="replace-title" className="text-base font-semibold">
        Replace your recovery codes
      </h2>
      <p className="text-sm text-muted-foreground">
        Used most of them, or think someone saw them? All ten are replaced and the old ones stop working.
        Confirm it is you with your password or a code from your authenticator app.
      </p>
      <Field label="Password" htmlFor="rc-password" error={errors.password}>
        <Input id="rc-password" name="password" type="password" autoComplete="current-password" />
      </Field>
      <Field label="Or a code from your authenticator app" htmlFor="rc-code" error={errors.code}>
        <Input id="rc-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
      </Field>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="secondary" loading={pending}>
        Replace recovery codes
      </Button>
    </form>
  );
}
