"use client";

import { getCsrfToken } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

type TProps = { idp: string; onDone: (ok: boolean) => void };

/**
 * SSO accounts have no password here: they sign in again at the identity provider, asked to re-authenticate
 * (`prompt=login`, `max_age=0`), in a new window so this page and what was typed stay as they are. The new
 * sign-in starts a stepped-up session in the same browser; "Continue" then sends the same input again.
 */
export function SsoStepUp({ idp, onDone }: TProps) {
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signInAgain() {
    // Opened before any await, so a popup blocker sees it come from the click.
    const win = window.open("about:blank", "_blank");
    try {
      const csrfToken = (await getCsrfToken()) ?? "";
      const res = await fetch("/api/auth/signin/oidc?prompt=login&max_age=0", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
      });
      const { url } = (await res.json()) as { url?: string };
      if (!win || !url) throw new Error("no window");
      win.opener = null;
      win.location.href = url;
      setOpened(true);
    } catch {
      win?.close();
      setError(`Could not open the sign-in with ${idp}. Allow pop-ups for this site and try again.`);
    }
  }

  return (
    <div className="flex flex-col gap-4 text-sm">
      <p>Sign in again with {idp} in a new window. When you have, come back here and choose Continue.</p>
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          Cancel
        </Button>
        {opened ? (
          <Button type="button" onClick={() => onDone(true)}>
            Continue
          </Button>
        ) : (
          <Button type="button" autoFocus onClick={() => void signInAgain()}>
            Sign in again with {idp}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
