"use client";

import Link from "next/link";
import { ReadError } from "@/lib/read-json";
import { Button } from "./button";
import { ErrorState } from "./error-state";

type TProps = {
  /** The read's error (a ReadError carries the status, the platform's code and the request id). */
  error: Error;
  /** Said when there is no such object (404); the description defaults to the error's message. */
  notFound: { title: string; description?: string };
  /** The title of any other failure. */
  failed: string;
  /** Where a 404 or a 400 sends the user (retrying cannot help then); no action without it. */
  back?: { href: string; label: string };
  onRetry: () => void;
};

/**
 * A detail page's body whose first read failed: what the platform said, its code and the request id, and
 * the one next step that can help: back to the list when the id is unknown or refused, Retry otherwise.
 */
export function DetailReadError({ error, notFound, failed, back, onRetry }: TProps) {
  const e = error instanceof ReadError ? error : null;
  const final = e !== null && (e.status === 404 || e.status === 400);
  const missing = e?.status === 404;
  return (
    <ErrorState
      title={missing ? notFound.title : failed}
      description={missing ? (notFound.description ?? error.message) : error.message}
      code={e?.code ?? undefined}
      requestId={e?.requestId ?? undefined}
      action={
        !final ? (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        ) : back ? (
          <Button asChild variant="secondary">
            <Link href={back.href}>{back.label}</Link>
          </Button>
        ) : null
      }
    />
  );
}
