"use client";

import { Callout } from "@/components/ui/callout";
import type { TListNotice } from "@/lib/schemas/restriction-orders";

/**
 * What the platform did not do as the list asked (the server's words: lib/services/restriction-orders/
 * list-notices.ts), above the rows, so a filtered-here page or an unsorted one is never taken for what it
 * is not.
 */
export function OrdersNotices({ notices }: { notices: readonly TListNotice[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <Callout
      tone="warning"
      title="The platform did not answer this list as asked:"
      data-testid="list-notices"
    >
      <ul className="list-disc pl-5">
        {notices.map((n) => (
          <li key={n.kind} data-kind={n.kind}>
            {n.message}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
