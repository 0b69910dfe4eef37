"use client";

import "./globals.css";

// Replaces the root layout when it fails itself, so it cannot use the app's providers or components.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="mx-auto max-w-xl px-6 py-16 font-sans">
        <h1 className="text-lg font-semibold">Countersign could not load</h1>
        <p className="mt-2 text-sm">
          Try again. If it keeps failing, give this reference to your administrator:
        </p>
        <p className="mt-2 font-mono text-sm" data-testid="request-id">
          {error.digest ?? "unavailable"}
        </p>
        <button className="mt-4 rounded border px-3 py-1.5 text-sm" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
