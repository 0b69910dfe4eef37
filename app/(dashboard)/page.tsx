import type { Metadata } from "next";
import { OverviewLive } from "@/components/overview/overview-live";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { getOverview } from "@/lib/services/overview/get-overview";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const user = await requirePage("overview.view");
  const overview = await getOverview(user);
  // Everyone sees what needs action; a tile links to its page only for those who can open it.
  const links = {
    toSign: can(user.roles, "approvals.view") ? "/approvals" : null,
    pendingConfirmations: can(user.roles, "instant.view") ? "/instant" : null,
    cancellationsAwaiting: can(user.roles, "cancellations.view") ? "/cancellations?awaiting=yes" : null,
    unprocessedOrders: can(user.roles, "restrictions.view") ? "/restriction-orders?status=UNPROCESSED" : null,
    draftsWaiting: can(user.roles, "drafts.view") ? "/drafts?tab=waiting" : null,
  };
  return <OverviewLive initial={overview} links={links} canSeeEvents={can(user.roles, "events.view")} />;
}
