"use client";

import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { safeCallbackUrl } from "@/lib/auth/client-safe/callback-url";
import { SecondFactorField } from "./second-factor-field";
import { signInErrorMessage } from "./sign-in-errors";

type TProps = { callbackUrl: string; initialError: string | null; sso: { id: string; name: string } | null };

export function LoginForm({ callbackUrl, initialError, sso }: TProps) {
  const [error, setError] = useState(signInErrorMessage(initialError));
  const [pending, setPending] = useState(false);
  // After a right password on an account with a second factor: the same form asks for the code, and the
  // password is sent again with it, so no session exists before both pass (lib/auth/sign-in.ts).
  const [step, setStep] = useState<"password" | "code">("password");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", {
      redirect: false,
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      ...(step === "code" && { code: String(form.get("code") ?? "") }),
      callbackUrl,
    }).catch(() => null);
    if (result?.ok && !result.error) {
      // A full load, not router.push: a prefetched signed-out redirect would otherwise keep us here. Checked
      // again here, so no value this form is given can navigate off this origin.
      window.location.assign(safeCallbackUrl(callbackUrl, window.location.origin));
      return;
    }
    setPending(false);
    const code = result?.error ?? "unknown";
    if (code === "mfa_required" || code === "mfa_invalid") setStep("code");
    else setStep("password");
    setError(code === "mfa_required" ? null : signInErrorMessage(code));
  }

  return (
    // method="post" so a submit before hydration never puts the password in the URL.
    <form method="post" onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      {error && (
        <Callout tone="error" data-testid="sign-in-error">
          {error}
        </Callout>
      )}
      <Field label="Email" htmlFor="email" className={step === "code" ? "hidden" : undefined}>
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus />
      </Field>
      <Field label="Password" htmlFor="password" className={step === "code" ? "hidden" : undefined}>
        <Input id="password" name="password" type="password" autoComplete="current-password" required />
      </Field>
      {step === "code" && (
        <SecondFactorField
          onStartOver={() => {
            setStep("password");
            setError(null);
          }}
        />
      )}
      <Button type="submit" className="w-full" loading={pending}>
        {step === "code" ? "Verify" : "Sign in"}
      </Button>
      {sso && step === "password" && (
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          onClick={() => signIn(sso.id, { callbackUrl })}
        >
          Continue with {sso.name}
        </Button>
      )}
    </form>
  );
}
