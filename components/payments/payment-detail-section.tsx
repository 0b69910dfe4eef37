import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { TSection } from "@/lib/domain/payments/detail";

export type THeadingLevel = 2 | 3;

/** A titled part of the payment detail, named by its heading for screen readers; `id` names it in tests. */
export function DetailSection({
  id,
  title,
  level,
  aside,
  children,
}: {
  id: string;
  title: string;
  level: THeadingLevel;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  // Unique per instance: a drawer's detail may sit on a page that shows another.
  const headingId = `${useId()}-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-1.5"
      data-testid={`section-${id}`}
    >
      <div className="flex items-baseline justify-between gap-2 border-b pb-1">
        <Heading id={headingId} className="text-sm font-semibold">
          {title}
        </Heading>
        {aside ? <div className="text-xs text-muted-foreground">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The loading, error, empty and filled states of a section read with the detail: `state` undefined while
 * the detail loads; an error names what failed with its request id, while the rest of the detail stays.
 */
export function SectionBody<T>({
  state,
  what,
  isEmpty,
  empty,
  onRetry,
  children,
}: {
  state: TSection<T> | undefined;
  /** "the status timeline": used in the loading and error sentences. */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (!state) return <SkeletonRows rows={2} label={`Loading ${what}`} />;
  if (!state.ok)
    return (
      <ErrorState
        className="py-4"
        title={`Couldn't load ${what}.`}
        description={state.error.message}
        code={state.error.code}
        requestId={state.error.requestId ?? undefined}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  if (isEmpty(state.data)) return <p className="py-2 text-[13px] text-muted-foreground">{empty}</p>;
  return <>{children(state.data)}</>;
}
