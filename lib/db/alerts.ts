import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// Alerts for the Overview and Liquidity pages. At most one active alert per (kind, subject), enforced by
// the partial unique index alerts_active_kind_subject_key: a repeated condition refreshes the alert
// (last_seen_at, occurrences, detail) instead of stacking copies, and after resolution it can be raised anew.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

export type TAlertKind = "MAX_HOLDING_AMOUNT_BREACHED" | "LIQUIDITY" | "VERIFICATION_FAILING";

export type TRaiseAlert = {
  kind: TAlertKind;
  subject: string;
  seenAt: Date;
  detail: Record<string, unknown>;
  /** How many occurrences a new alert starts with (a threshold alert starts at its threshold). */
  occurrences?: number;
};

/** Raises the alert or refreshes the active one; the newest sighting's detail wins. */
export async function raiseAlert(tx: TSql, a: TRaiseAlert): Promise<{ id: bigint; raised: boolean }> {
  const rows = await tx.$queryRaw<{ id: bigint; raised: boolean }[]>`
    INSERT INTO alerts AS a (kind, subject, first_seen_at, last_seen_at, occurrences, detail)
    VALUES (${a.kind}, ${a.subject}, ${a.seenAt}, ${a.seenAt}, ${a.occurrences ?? 1},
            ${JSON.stringify(a.detail)}::jsonb)
    ON CONFLICT (kind, subject) WHERE state = 'active' DO UPDATE SET
      occurrences = a.occurrences + 1,
      last_seen_at = GREATEST(a.last_seen_at, EXCLUDED.last_seen_at),
      detail = CASE WHEN EXCLUDED.last_seen_at >= a.last_seen_at THEN EXCLUDED.detail ELSE a.detail END
    RETURNING id, (xmax = 0) AS raised`;
  const row = rows[0]!;
  return { id: row.id, raised: row.raised };
}

/** Resolves active alerts of a kind last seen before `before` (a later sighting keeps one active). */
export async function resolveAlerts(tx: TSql, kind: TAlertKind, before: Date): Promise<bigint[]> {
  const rows = await tx.$queryRaw<{ id: bigint }[]>`
    UPDATE alerts SET state = 'resolved', resolved_at = now()
     WHERE kind = ${kind} AND state = 'active' AND last_seen_at < ${before}
    RETURNING id`;
  return rows.map((r) => r.id);
}

/**
 * Rejected deliveries received in the last `windowMs` that point at keys, clocks or tenant settings: those
 * that look like the platform's own (platform_like, lib/webhooks/verify/platform-like.ts), never unsigned
 * traffic from anyone else. Times are the database's, like received_at, so the alert and the verified
 * delivery that resolves it are compared on one clock.
 */
export async function recentRejectedDeliveries(
  tx: TSql,
  windowMs: number,
): Promise<{ count: number; lastAt: Date | null }> {
  const rows = await tx.$queryRaw<{ n: number; last_at: Date | null }[]>`
    SELECT count(*)::int AS n, max(received_at) AS last_at FROM webhook_deliveries
     WHERE NOT verified AND received_at >= now() - make_interval(secs => ${windowMs / 1000}::float8)
       AND platform_like`;
  return { count: rows[0]?.n ?? 0, lastAt: rows[0]?.last_at ?? null };
}

/** Active alerts for the Overview (all kinds) or one page (a kind), newest sighting first. */
export function listActiveAlerts(kinds?: TAlertKind[]) {
  return db.alert.findMany({
    where: { state: "active", ...(kinds && { kind: { in: kinds } }) },
    orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }],
  });
}
