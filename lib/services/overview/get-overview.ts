import "server-only";
import { listActiveAlerts } from "@/lib/db/alerts";
import { countAwaitingAnswer } from "@/lib/db/cancellations";
import { countToSign } from "@/lib/db/payment-states";
import { countOpenPendingConfirmations } from "@/lib/db/pending-confirmations";
import { countUnprocessedOrders } from "../restriction-orders/count-unprocessed";

// What needs action now (docs/pages.md#overview). TO_SIGN, pending confirmations and cancellation requests
// come from webhooks received so far (the platform has no list of cancellation requests at all); the
// unprocessed restriction orders from the restriction API, whose list gives a total.

export type TOverviewCount = { value: number | null; source: "webhooks" | "platform"; error?: string };
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
  };
  alerts: TOverviewAlert[];
  at: string;
};

export async function getOverview(): Promise<TOverview> {
  const [toSign, pending, awaiting, orders, alerts] = await Promise.all([
    countToSign(),
    countOpenPendingConfirmations(),
    countAwaitingAnswer(),
    unprocessedOrders(),
    listActiveAlerts(),
  ]);
  return {
    counts: {
      toSign: { value: toSign, source: "webhooks" },
      pendingConfirmations: { value: pending, source: "webhooks" },
      cancellationsAwaiting: { value: awaiting, source: "webhooks" },
      unprocessedOrders: orders,
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
