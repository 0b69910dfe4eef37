"use client";

import { useSearchParams } from "next/navigation";
import { followInPlace } from "@/components/ui/pager";
import { pushQuery } from "@/components/ui/use-url-state";
import { cn } from "@/lib/utils/cn";
import { DecisionsPanel } from "./decisions-panel";
import { instantQuery, readInstantUrl, type TInstantUrl } from "./instant-url";
import { QueuePanel } from "./queue-panel";
import { QueueStepUp } from "./queue-step-up";
import { useInstantLive } from "./use-instant-queue";

const TABS: [tab: TInstantUrl["tab"], label: string][] = [
  ["queue", "Queue"],
  ["decisions", "Decisions"],
];

/** The Instant confirmations page's client half: the live queue, or the history, as the URL says. */
export function InstantView({ canDecide }: { canDecide: boolean }) {
  const view = readInstantUrl(useSearchParams());
  useInstantLive();
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <nav aria-label="Instant confirmations views" className="flex gap-1 border-b">
        {TABS.map(([tab, label]) => {
          const to: TInstantUrl = { tab, source: null, before: null };
          const current = view.tab === tab;
          return (
            <a
              key={tab}
              href={instantQuery(to) ? `?${instantQuery(to)}` : "?"}
              aria-current={current ? "page" : undefined}
              onClick={followInPlace(pushQuery, instantQuery(to))}
              className={cn(
                "-mb-px border-b-2 px-3 py-1.5 text-sm",
                current
                  ? "border-accent font-medium text-foreground"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {label}
            </a>
          );
        })}
      </nav>
      {view.tab === "queue" && canDecide ? <QueueStepUp /> : null}
      {view.tab === "queue" ? (
        <QueuePanel canDecide={canDecide} />
      ) : (
        <DecisionsPanel view={view} onNavigate={pushQuery} />
      )}
    </div>
  );
}
