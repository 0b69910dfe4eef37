"use client";

import { Button } from "@/components/ui/button";
import type { TCancellationPage } from "@/lib/schemas/cancellations";
import { withParams } from "./cancellations-url";

/** Newest first: "Older" follows the cursor, "Newest" goes back to the top (where new requests arrive). */
export function CancellationsPager({
  query,
  page,
  onNavigate,
}: {
  query: string;
  page: TCancellationPage | undefined;
  onNavigate: (query: string) => void;
}) {
  const paged = new URLSearchParams(query).has("before");
  if (!page || (!paged && !page.older)) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={!paged}
        onClick={() => onNavigate(withParams(query, { before: null }))}
      >
        Newest
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={!page.older}
        onClick={() => page.older && onNavigate(withParams(query, { before: page.older }))}
      >
        Older
      </Button>
    </nav>
  );
}
