import type { Metadata } from "next";
import { InstantView } from "@/components/instant/instant-view";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";

export const metadata: Metadata = { title: "Instant confirmations" };

// The permission is checked before anything streams (a 403 must be the page's status). The queue is read
// by the browser itself, not rendered here: its countdowns need the server's clock at the moment of each
// read (serverNow), and every row must be current within a second, so there is nothing to gain from a
// server-rendered copy that is stale by the time it hydrates.
export default async function InstantPage() {
  const user = await requirePage("instant.view");
  return (
    <section aria-labelledby="page-title" className="flex h-full flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h1 id="page-title" className="text-lg font-semibold">
          Instant confirmations
        </h1>
        <p className="text-sm text-muted-foreground">
          Inbound SEPA Instant payments to answer within 5 seconds, most urgent first.
        </p>
      </div>
      <InstantView canDecide={can(user.roles, "instant.decide")} />
    </section>
  );
}
