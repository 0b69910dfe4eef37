"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { actionFieldErrors } from "@/components/ui/field-errors";
import { Input } from "@/components/ui/input";
import { confirmEnrolmentAction } from "@/lib/actions/mfa";
import { RecoveryCodes } from "./recovery-codes";

type TProps = { qr: string; secret: string };

/** Scan, type the first code, then see the recovery codes once. */
export function EnrolmentForm({ qr, secret }: TProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setPending(true);
    setError(null);
    const result = await confirmEnrolmentAction({ code });
    setPending(false);
    if (result.error) setError(actionFieldErrors(result).code ?? result.error.message);
    else setCodes(result.data.recoveryCodes);
  }

  if (codes) return <RecoveryCodes codes={codes} />;
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open an authenticator app on your phone (any app for time-based codes).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      {/* A data: URL made on the server (lib/auth/mfa/qr-code.ts); next/image adds nothing for it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={qr}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="mx-auto rounded bg-white"
        data-testid="mfa-qr"
      />
      <p className="text-center text-xs text-muted-foreground">
        Key:{" "}
        <span className="break-all font-mono text-sm text-foreground" data-testid="mfa-secret">
          {secret.replace(/(.{4})/g, "$1 ").trim()}
        </span>
      </p>
      <Field label="Code from the app" htmlFor="code" error={error ?? undefined}>
        <Input
          id="code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
        />
      </Field>
      <Button type="submit" className="w-full" loading={pending}>
        Turn on second factor
      </Button>
    </form>
  );
}
