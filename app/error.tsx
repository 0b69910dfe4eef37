"use client";

import { ErrorState } from "@/components/ui/error-state";
import { Button } from "@/components/ui/button";

// Never a stack trace: the person sees what happened and a reference; the server log holds the rest under
// the same reference (instrumentation.ts logs the digest with the request id).
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-16">
      <ErrorState
        title="Something went wrong"
        description="The page could not be shown. Nothing you submitted was lost; try again, and if it keeps failing, give this reference to your administrator."
        requestId={error.digest ?? "unavailable"}
        action={<Button onClick={reset}>Try again</Button>}
      />
    </main>
  );
}
