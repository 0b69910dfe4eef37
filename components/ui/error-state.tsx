import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "@/lib/utils/cn";
import { Mono } from "./mono";

export type ErrorStateProps = {
  /** What failed, as a sentence: "Couldn't load payments awaiting approval." */
  title: string;
  /** What the person can do about it, when there is something beyond retrying. */
  description?: ReactNode;
  /** The platform's error code, shown small beneath the sentence. */
  code?: string;
  /** Logged with the failure; shown so support can find the log line. */
  requestId?: string;
  /** Usually a Button that retries. */
  action?: ReactNode;
  className?: string;
};

// Not role="alert": it renders with the page, not in reaction to an action, and e2e tests locate
// alerts by role, where Next's route announcer would also match.
export function ErrorState({ title, description, code, requestId, action, className }: ErrorStateProps) {
  return (
    <div
      data-testid="error-state"
      className={cn("flex flex-col items-center gap-2 px-6 py-12 text-center", className)}
    >
      <TriangleAlert aria-hidden className="size-6 text-destructive" />
      <p className="font-medium">{title}</p>
      {description ? <p className="max-w-md text-muted-foreground">{description}</p> : null}
      {code || requestId ? (
        <dl className="flex flex-col items-center gap-0.5 text-xs text-muted-foreground">
          {code ? (
            <div className="flex gap-1">
              <dt>Code</dt>
              <dd className="font-mono">{code}</dd>
            </div>
          ) : null}
          {requestId ? (
            <div className="flex items-center gap-1">
              <dt>Request id</dt>
              <dd>
                <Mono value={requestId} copyLabel="Copy request id" />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
