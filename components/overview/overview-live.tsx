"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { BellOff } from "lucide-react";
import { useInvalidateOnChange } from "@/components/live/use-live-topic";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Button } from "@/components/ui/button";
import { AlertList, type TAlertView } from "./alert-list";
import { CountTile } from "./count-tile";

type TCount = { value: number | null; source: "webhooks" | "platform" | "countersign"; error?: string };
type TOverview = {
  counts: Record<
    "toSign" | "pendingConfirmations" | "cancellationsAwaiting" | "unprocessedOrders",
    TCount
  > & {
    /** Null for a user who may not approve drafts: nothing can wait for them. */
    draftsWaiting: TCount | null;
  };
  alerts: TAlertView[];
  /** Items at risk of their deadline per tile; null when unknown. */
  atRisk?: Partial<Record<"toSign" | "cancellationsAwaiting" | "draftsWaiting", number>> | null;
  at: string;
};
type TLinks = Record<keyof TOverview["counts"], string | null>;

const QUERY_KEY = ["overview"] as const;

async function fetchOverview(): Promise<TOverview> {
  const res = await fetch("/api/overview", { cache: "no-store" });
  if (!res.ok) throw new Error(`The overview could not be loaded (HTTP ${res.status}).`);
  return (await res.json()) as TOverview;
}

export function OverviewLive({
  initial,
  links,
  canSeeEvents,
}: {
  initial: TOverview;
  links: TLinks;
  canSeeEvents: boolean;
}) {
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: fetchOverview,
    initialData: initial,
    staleTime: 5_000,
    // Items cross into at risk with time, not with a change: read again now and then.
    refetchInterval: 60_000,
  });
  // Each topic reaches this browser only if the user may see it; alerts reach everyone.
  useInvalidateOnChange("approvals", QUERY_KEY);
  useInvalidateOnChange("instant", QUERY_KEY);
  useInvalidateOnChange("cancellations", QUERY_KEY);
  useInvalidateOnChange("alerts", QUERY_KEY);
  useInvalidateOnChange("drafts", QUERY_KEY);

  const { counts, alerts, atRisk } = query.data;
  const risk = (key: "toSign" | "cancellationsAwaiting" | "draftsWaiting") => {
    const n = atRisk?.[key];
    const href = links[key];
    // Every queue's own at-risk filter, without the tile's other narrowing (the count is the whole queue's).
    return n && href ? { count: n, href: `${href.split("?")[0]}?risk=at_risk` } : undefined;
  };
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-lg font-semibold">
        Overview
      </h1>
      {query.isError && (
        <ErrorState
          title="Live figures could not be refreshed"
          description={query.error.message}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4" data-testid="overview-counts">
        <CountTile
          label="Payments to sign"
          count={counts.toSign}
          href={links.toSign}
          testId="count-to-sign"
          atRisk={risk("toSign")}
        />
        <CountTile
          label="Instant payments awaiting confirmation"
          count={counts.pendingConfirmations}
          href={links.pendingConfirmations}
          testId="count-pending"
        />
        <CountTile
          label="Cancellation requests awaiting an answer"
          count={counts.cancellationsAwaiting}
          href={links.cancellationsAwaiting}
          testId="count-cancellations"
          atRisk={risk("cancellationsAwaiting")}
        />
        <CountTile
          label="Unprocessed restriction orders"
          count={counts.unprocessedOrders}
          href={links.unprocessedOrders}
          testId="count-orders"
        />
        {counts.draftsWaiting ? (
          <CountTile
            label="Drafts waiting for your approval"
            count={counts.draftsWaiting}
            href={links.draftsWaiting}
            testId="count-drafts-waiting"
            atRisk={risk("draftsWaiting")}
          />
        ) : null}
      </div>
      <section aria-labelledby="alerts-title" className="space-y-2">
        <h2 id="alerts-title" className="text-base font-semibold">
          Active alerts
        </h2>
        {alerts.length === 0 ? (
          <EmptyState
            icon={BellOff}
            title="No active alerts"
            description="Holding-amount breaches, rejected liquidity transfers and failing webhook verification appear here as they happen."
          />
        ) : (
          <AlertList alerts={alerts} />
        )}
        {canSeeEvents && (
          <p className="text-xs text-muted-foreground">
            Every webhook received is on the{" "}
            <Link className="underline underline-offset-2" href="/events">
              Events
            </Link>{" "}
            page.
          </p>
        )}
      </section>
    </section>
  );
}
