"use client";

import { LogOut } from "lucide-react";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * A form posting to next-auth's sign-out, so a click before the page's script runs still signs out. The
 * server ends the session, clears the cookie and sends the browser to the start page, which sends it on to
 * sign-in (no callback may point at /login: lib/auth/client-safe/callback-url.ts). Without `csrfToken` (no
 * CSRF cookie yet) that plain post lands on next-auth's own sign-out page, which asks once more. Once the
 * script runs, the click signs out by fetch instead, with a token it fetches itself.
 */
export function SignOutButton({ csrfToken }: { csrfToken: string | null }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      method="post"
      action="/api/auth/signout"
      onSubmit={async (e) => {
        e.preventDefault();
        setPending(true);
        await signOut({ redirect: false });
        // A full load on purpose: it drops every client cache that holds the previous user's data.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign("/login");
      }}
    >
      <input type="hidden" name="csrfToken" value={csrfToken ?? ""} />
      <input type="hidden" name="callbackUrl" value="/" />
      <Button type="submit" variant="ghost" size="sm" loading={pending}>
        <LogOut aria-hidden className="size-4" />
        Sign out
      </Button>
    </form>
  );
}
