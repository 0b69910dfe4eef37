import "server-only";
import { can } from "@/lib/auth/client-safe/permissions";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { readSlaMinutes } from "@/lib/db/deadline-slas";
import { AT_RISK_SHARE, slaDeadline } from "@/lib/domain/deadlines/deadlines";
import { countWaitingFor, listDrafts as listDraftRows, type TBoundary } from "@/lib/db/payment-drafts-list";
import {
  readDraftCursor,
  type TDraftKind,
  type TDraftListState,
  type TDraftPage,
  type TDraftsQuery,
} from "@/lib/domain/initiation/drafts-list";

type TViewer = { id: string; roles: readonly TRole[] };

const cursorOf = (b: TBoundary | null) => (b ? `${b.at.getTime()}:${b.id}` : null);

/**
 * One page of the Drafts list for `viewer` (docs/pages.md#drafts). "Waiting for me" is empty for a viewer
 * who may not approve (drafts.approve): nothing waits for them, whatever the drafts' requirements say.
 */
export async function listDrafts(viewer: TViewer, q: TDraftsQuery): Promise<TDraftPage> {
  if (q.tab === "waiting" && !can(viewer.roles, "drafts.approve"))
    return { rows: [], older: null, newer: null };
  const { drafts: minutes } = await readSlaMinutes();
  const page = await listDraftRows({
    viewer,
    tab: q.tab,
    state: q.state,
    kind: q.kind,
    waitingSince: q.risk ? new Date(Date.now() - minutes * 60_000 * (1 - AT_RISK_SHARE)) : undefined,
    from: q.from,
    to: q.to,
    before: q.before ? readDraftCursor(q.before) : undefined,
    after: q.after ? readDraftCursor(q.after) : undefined,
    limit: q.limit,
  });
  return {
    rows: page.rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      makerEmail: r.makerEmail,
      kind: r.kind as TDraftKind,
      state: r.state as TDraftListState,
      paymentCount: r.paymentCount,
      totals: (r.totals ?? {}) as Record<string, string>,
      approved: r.approved,
      required: r.required,
      deadline: r.state === "waiting" ? slaDeadline(r.createdAt, minutes) : null,
    })),
    older: cursorOf(page.older),
    newer: cursorOf(page.newer),
  };
}

/** The Overview's count of drafts waiting for the viewer; null for a viewer who may not approve any. */
export async function countDraftsWaitingFor(viewer: TViewer): Promise<number | null> {
  if (!can(viewer.roles, "drafts.approve")) return null;
  return countWaitingFor(viewer);
}
