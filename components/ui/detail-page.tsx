import Link from "next/link";
import type { ReactNode } from "react";
import type { z } from "zod";
import { ErrorState } from "./error-state";

/** A path segment as typed: percent-decoded, or as it stands when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The tab's title of a detail page: the noun and the start of the id from the path. */
export const detailTitle = (noun: string, segment: string, max = 20) => ({
  title: `${noun} ${decodeSegment(segment).slice(0, max)}`,
});

type TCrumb = { label: string; href?: string };

type TProps<T> = {
  /** The id's path segment, as the route received it. */
  segment: string;
  /** Checks the id before anything is read: a mistyped one never reaches the platform. */
  schema: z.ZodType<T, string>;
  /** The way back: the list, and any steps between ("Ledger", "Transactions"). */
  trail: readonly TCrumb[];
  /** The breadcrumb's last step; the id by default. */
  current?: string;
  /** The heading before the id: "Cancellation request". */
  heading: string;
  /** What a bad id is not: "a cancellation request id". */
  noun: string;
  /** How much of a bad id is repeated back. */
  shownLength?: number;
  /** Said after the schema's message when the id is refused. */
  invalidHint?: ReactNode;
  invalidTestId?: string;
  /** The page's body for a good id: it reads (or has the browser read) the object. */
  children: (id: T, shown: string) => ReactNode | Promise<ReactNode>;
};

/**
 * The scaffold every detail page shares: decode and check the id, breadcrumb, heading, and the error state
 * of an id that is not one. Each page passes its id schema and its body; permissions stay with the page.
 */
export async function DetailPage<T>(props: TProps<T>) {
  const { segment, schema, trail, heading, noun, shownLength = 40, invalidHint, invalidTestId } = props;
  const raw = decodeSegment(segment);
  const id = schema.safeParse(raw);
  const shown = id.success ? String(id.data) : raw.slice(0, shownLength);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-[13px] text-muted-foreground">
        <ol className="flex flex-wrap gap-1.5">
          {trail.map((step) => [
            <li key={step.label}>
              {step.href ? (
                <Link href={step.href} className="text-accent underline underline-offset-4">
                  {step.label}
                </Link>
              ) : (
                step.label
              )}
            </li>,
            <li key={`${step.label}/`} aria-hidden>
              /
            </li>,
          ])}
          <li aria-current="page" className={props.current ? undefined : "font-mono break-all"}>
            {props.current ?? shown}
          </li>
        </ol>
      </nav>
      <h1 id="page-title" className="text-lg font-semibold">
        {heading} <span className="font-mono break-all">{shown}</span>
      </h1>
      {id.success ? (
        await props.children(id.data, shown)
      ) : (
        <div data-testid={invalidTestId}>
          <ErrorState
            title={`“${shown}” is not ${noun}.`}
            description={
              invalidHint ? (
                <>
                  {id.error.issues[0]?.message} {invalidHint}
                </>
              ) : (
                id.error.issues[0]?.message
              )
            }
          />
        </div>
      )}
    </section>
  );
}
