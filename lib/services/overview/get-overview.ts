import "server-only";
import { listActiveAlerts } from "@/lib/db/alerts";
import { countAwaitingAnswer } from "@/lib/db/cancellations";
import { countToSign } from "@/lib/db/payment-states";
import { countOpenPendingConfirmations } from "@/lib/db/pending-confirmations";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { countDraftsWaitingFor } from "../initiation/list-drafts";
import { countUnprocessedOrders } from "../restriction-orders/count-unprocessed";

// What needs action now (docs/pages.md#overview). TO_SIGN, pending confirmations and cancellation requests
// come from webhooks received so far (the platform has no list of cancellation requests at all); the
// unprocessed restriction orders from the restriction API, whose list gives a total; the drafts waiting for
// the viewer from Countersign's own database (null for a viewer who may not approve drafts: no tile).

export type TOverviewCount = {
  value: number | null;
  source: "webhooks" | "platform" | "countersign";
  error?: string;
};
export type TOverviewAlert = {
  id: string;
  kind: string;
  subject: string;
  firstSeenAt: string;
  lastSeenAt: string;
  occurrences: number;
  detail: unknown;
};
export type TOverview = {
  counts: {
    toSign: TOverviewCount;
    pendingConfirmations: TOverviewCount;
    cancellationsAwaiting: TOverviewCount;
    unprocessedOrders: TOverviewCount;
    draftsWaiting: TOverviewCount | null;
  };
  alerts: TOverviewAlert[];
  at: string;
};

export async function getOverview(viewer: { id: string; roles: readonly TRole[] }): Promise<TOverview> {
  const [toSign, pending, awaiting, orders, alerts, drafts] = await Promise.all([
    countToSign(),
    countOpenPendingConfirmations(),
    countAwaitingAnswer(),
    unprocessedOrders(),
    listActiveAlerts(),
    countDraftsWaitingFor(viewer),
  ]);
  return {
    counts: {
      toSign: { value: toSign, source: "webhooks" },
      pendingConfirmations: { value: pending, source: "webhooks" },
      cancellationsAwaiting: { value: awaiting, source: "webhooks" },
      unprocessedOrders: orders,
      draftsWaiting: drafts === null ? null : { value: drafts, source: "countersign" },
    },
    alerts: alerts.map((a) => ({
      id: a.id.toString(),
      kind: a.kind,
      subject: a.subject,
      firstSeenAt: a.firstSeenAt.toISOString(),
      lastSeenAt: a.lastSeenAt.toISOString(),
      occurrences: a.occurrences,
      detail: a.detail,
    })),
    at: new Date().toISOString(),
  };
}

/** The platform may be unreachable: the Overview still shows everything else, and says why this is missing. */
async function unprocessedOrders(): Promise<TOverviewCount> {
  return { ...(await countUnprocessedOrders()), source: "platform" };
}
