"use client";

import { Callout } from "@/components/ui/callout";

/** One thing the platform did not do as a list asked, in the server's words. */
export type TListNoticeItem = { kind: string; message: string };

/**
 * What the platform did not do as a list asked, and what Countersign did instead (the server's words), above
 * the rows, so a page filtered here, an order not applied or a count made here is never taken for what it
 * is not. Shared by the Restriction orders and Liquidity pages.
 */
export function ListNotices({
  notices,
  title = "The platform did not answer this list as asked:",
  testId = "list-notices",
}: {
  notices: readonly TListNoticeItem[] | undefined;
  title?: string;
  testId?: string;
}) {
  if (!notices?.length) return null;
  return (
    <Callout tone="warning" title={title} data-testid={testId}>
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
