import type { Metadata } from "next";
import { EventsView } from "@/components/events/events-view";
import { readUrlState } from "@/components/ui/url-state";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { EVENTS_URL } from "@/lib/domain/events/filters";
import { rejectedTrafficSentence } from "@/lib/domain/events/rejected-traffic";
import { listDeliveries } from "@/lib/services/events/list-deliveries";
import { rejectedTraffic } from "@/lib/services/events/rejected-traffic";

export const metadata: Metadata = { title: "Events" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The first page is read here and handed to the client table as its initial data, under the same
// canonical query the table would ask GET /api/events for; later pages and live refreshes go through it.
export default async function EventsPage({ searchParams }: TProps) {
  const user = await requirePage("events.view");
  const { query, value: filters } = readUrlState(EVENTS_URL, await searchParams);
  const [page, rejected] = await Promise.all([listDeliveries(filters), rejectedTraffic()]);
  return (
    <section aria-labelledby="page-title" className="flex h-full flex-col gap-4">
      <div className="flex items-baseline justify-between">
        <h1 id="page-title" className="text-lg font-semibold">
          Events
        </h1>
        <p className="text-sm text-muted-foreground">Every webhook delivery received, newest first.</p>
      </div>
      {/* Rejected requests are counted, but only a sample is stored (README, Security → Webhook intake). */}
      <p data-testid="rejected-traffic" className="-mt-2 text-xs text-muted-foreground">
        {rejectedTrafficSentence(rejected)}
      </p>
      <EventsView initial={{ query, page }} canReapply={can(user.roles, "events.reapply")} />
    </section>
  );
}
