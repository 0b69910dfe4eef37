import type { Metadata } from "next";
import { LookUpForm } from "@/components/cancellations/look-up-form";
import { CancellationsView } from "@/components/cancellations/cancellations-view";
import { readUrlState } from "@/components/ui/url-state";
import { LiveIndicator } from "@/components/live/live-indicator";
import { requirePage } from "@/lib/auth/require-page";
import { CANCELLATIONS_URL } from "@/lib/domain/cancellations/filters";
import { listCancellations } from "@/lib/services/cancellations/list-cancellations";

export const metadata: Metadata = { title: "Cancellations" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The first page is read here and handed to the client table as its initial data, under the same canonical
// query the table would ask GET /api/cancellations for; later pages and live refreshes go through it.
export default async function CancellationsPage({ searchParams }: TProps) {
  await requirePage("cancellations.view");
  const { query, value: filters } = readUrlState(CANCELLATIONS_URL, await searchParams);
  const page = await listCancellations(filters);
  return (
    <section aria-labelledby="page-title" className="flex h-full flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 id="page-title" className="flex items-center gap-3 text-lg font-semibold">
            Cancellations <LiveIndicator />
          </h1>
          <p className="text-sm text-muted-foreground">
            Cancellation requests from webhooks and look-ups, newest first. Answer inbound ones from their
            page.
          </p>
        </div>
        <LookUpForm />
      </div>
      <CancellationsView initial={{ query, page }} />
    </section>
  );
}
