"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** The sign-in form's second step: a code from the authenticator app, or a recovery code. */
export function SecondFactorField({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div className="space-y-2" data-testid="second-factor-step">
      <Field
        label="Authentication code"
        htmlFor="code"
        description="The 6-digit code from your authenticator app, or one of your recovery codes."
      >
        <Input
          id="code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          required
          autoFocus
        />
      </Field>
      <Button type="button" variant="ghost" size="sm" onClick={onStartOver}>
        Use another account
      </Button>
    </div>
  );
}
