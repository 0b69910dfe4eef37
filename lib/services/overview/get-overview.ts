import "server-only";
import { listActiveAlerts } from "@/lib/db/alerts";
import { countAwaitingAnswer } from "@/lib/db/cancellations";
import { countAtRisk } from "@/lib/db/deadline-counts";
import { countToSign } from "@/lib/db/payment-states";
import { countOpenPendingConfirmations } from "@/lib/db/pending-confirmations";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { logger } from "@/lib/logger";
import { atRiskCutoffs } from "../deadlines/at-risk-cutoffs";
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
  /** Items at risk of their deadline per tile (docs/deadlines.md#at-risk); null when it could not be read. */
  atRisk: { toSign: number; cancellationsAwaiting: number; draftsWaiting: number } | null;
  at: string;
};

export async function getOverview(viewer: { id: string; roles: readonly TRole[] }): Promise<TOverview> {
  const [toSign, pending, awaiting, orders, alerts, drafts, risk] = await Promise.all([
    countToSign(),
    countOpenPendingConfirmations(),
    countAwaitingAnswer(),
    unprocessedOrders(),
    listActiveAlerts(),
    countDraftsWaitingFor(viewer),
    atRiskCounts(),
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
    atRisk: risk && {
      toSign: risk.approvals,
      cancellationsAwaiting: risk.cancellations,
      draftsWaiting: risk.drafts,
    },
    at: new Date().toISOString(),
  };
}

/** A figure beside the counts: the Overview shows without it rather than fail. */
async function atRiskCounts() {
  try {
    return await countAtRisk(await atRiskCutoffs());
  } catch (err) {
    logger.warn({ err }, "counting items at risk failed");
    return null;
  }
}

/** The platform may be unreachable: the Overview still shows everything else, and says why this is missing. */
async function unprocessedOrders(): Promise<TOverviewCount> {
  return { ...(await countUnprocessedOrders()), source: "platform" };
}
