"use client";

import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Mono } from "@/components/ui/mono";
import { Spinner } from "@/components/ui/spinner";
import type { TFollow } from "./use-close-account";

const Correlation = ({ id }: { id: string }) => (
  <span className="inline-flex items-center gap-1">
    Correlation id <Mono value={id} copyLabel="Copy correlation id" data-testid="correlation-id" />
  </span>
);

/** Where a close stands after the dialog: accepted and followed, closed, not closed yet, or already closed. */
export function CloseProgress({ follow, onCheckAgain }: { follow: TFollow; onCheckAgain: () => void }) {
  switch (follow.phase) {
    case "idle":
      return null;
    case "following":
      return (
        <Callout
          tone="info"
          data-testid="close-progress"
          data-phase="following"
          title="Close accepted by the ledger (202)."
        >
          <p className="flex flex-wrap items-center gap-2">
            <Spinner className="size-3.5" />
            {follow.replay ? "This close had been accepted before; nothing was sent twice. " : null}
            Following the account until it reads CLOSED…
          </p>
          <Correlation id={follow.correlationId} />
        </Callout>
      );
    case "closed":
      return (
        <Callout tone="info" data-testid="close-progress" data-phase="closed" title="The account is CLOSED.">
          <p>It takes no more postings; its balances below stay readable.</p>
          {follow.correlationId ? <Correlation id={follow.correlationId} /> : null}
        </Callout>
      );
    case "not_yet":
      return (
        <Callout
          tone="warning"
          data-testid="close-progress"
          data-phase="not_yet"
          title="The ledger accepted the close, but the account has not closed yet."
          action={
            <Button variant="secondary" size="sm" onClick={onCheckAgain}>
              Check again
            </Button>
          }
        >
          <p>
            The ledger applies a close some time after accepting it. Refresh this page later to see it CLOSED;
            quote the correlation id if it never does.
            {follow.lastError ? ` The last read failed: ${follow.lastError}` : null}
          </p>
          <Correlation id={follow.correlationId} />
        </Callout>
      );
    case "already_closed":
      return (
        <Callout
          tone="info"
          data-testid="close-progress"
          data-phase="already_closed"
          title={follow.message}
        />
      );
  }
}
