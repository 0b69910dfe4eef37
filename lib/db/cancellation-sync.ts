import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";
import type { TSql } from "./cancellations";

// Writing what GET /v1/cancellation-requests/{id} said into the inbox (look-ups, the detail page's read,
// the sweep's polls), and the sweep's schedule: which rows are due to be read, claimed with SKIP LOCKED so
// several instances share the work, each claim a lease that runs out if its instance dies.

export type TResourceWrite = {
  id: bigint;
  trxId: bigint | null;
  direction: string;
  reason: string;
  status: string;
  createdAt: Date | null;
  resource: Prisma.InputJsonValue;
  source: "poll" | "lookup";
  /**
   * The row's version when the read began: the status is only applied if nothing changed it meanwhile
   * (an answer of ours, a webhook), else the read is older than what the row knows. Undefined: any.
   */
  expectedVersion?: number;
};

export type TResourceWritten = {
  created: boolean;
  statusChanged: boolean;
  /** The row changed while the read was under way: nothing was written. */
  stale: boolean;
  version: number;
  /** When the row's current status began (as Countersign knows it). */
  statusAt: Date | null;
};

/** Creates the row (a look-up) or brings it up to date; a status change is added to the timeline. */
export async function applyResource(tx: TSql, w: TResourceWrite): Promise<TResourceWritten> {
  const inserted = await tx.$queryRaw<{ version: number; status_at: Date }[]>`
    INSERT INTO cancellation_requests
      (cancellation_id, trx_id, direction, reason, status, status_at, first_seen_at, updated_at,
       platform_created_at, resource, resource_at)
    VALUES (${w.id}, ${w.trxId}, ${w.direction}, ${w.reason}, ${w.status}, now(), now(), now(),
            ${w.createdAt}, ${JSON.stringify(w.resource)}::jsonb, now())
    ON CONFLICT (cancellation_id) DO NOTHING
    RETURNING version, status_at`;
  if (inserted.length) {
    await addHistory(tx, w.id, w.status, w.source, null);
    const { version, status_at } = inserted[0]!;
    return { created: true, statusChanged: true, stale: false, version, statusAt: status_at };
  }
  const updated = await tx.$queryRaw<{ version: number; changed: boolean; status_at: Date }[]>`
    WITH cur AS (SELECT status, version FROM cancellation_requests WHERE cancellation_id = ${w.id} FOR UPDATE)
    UPDATE cancellation_requests r SET
      trx_id = COALESCE(${w.trxId}, r.trx_id),
      direction = ${w.direction},
      reason = ${w.reason},
      platform_created_at = COALESCE(${w.createdAt}, r.platform_created_at),
      resource = ${JSON.stringify(w.resource)}::jsonb,
      resource_at = now(),
      status = ${w.status},
      status_at = CASE WHEN cur.status <> ${w.status} THEN now() ELSE r.status_at END,
      last_delivery_id = CASE WHEN cur.status <> ${w.status} THEN NULL ELSE r.last_delivery_id END,
      version = CASE WHEN cur.status <> ${w.status} THEN r.version + 1 ELSE r.version END,
      updated_at = now()
    FROM cur
    WHERE r.cancellation_id = ${w.id}
      AND (${w.expectedVersion ?? null}::int IS NULL OR cur.version = ${w.expectedVersion ?? null}::int)
    RETURNING r.version, (cur.status <> ${w.status}) AS changed, r.status_at`;
  const row = updated[0];
  if (!row) return { created: false, statusChanged: false, stale: true, version: -1, statusAt: null };
  if (row.changed) await addHistory(tx, w.id, w.status, w.source, null);
  return {
    created: false,
    statusChanged: row.changed,
    stale: false,
    version: row.version,
    statusAt: row.status_at,
  };
}

export async function addHistory(
  tx: TSql,
  id: bigint,
  status: string,
  source: "poll" | "lookup" | "answer",
  detail: Prisma.InputJsonValue | null,
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO cancellation_status_history (cancellation_id, status, status_at, source, detail)
    VALUES (${id}, ${status}, clock_timestamp(), ${source},
            ${detail === null ? null : JSON.stringify(detail)}::jsonb)
    ON CONFLICT (cancellation_id, status, status_at) DO NOTHING`;
}

export type TPaymentInfo = {
  found: boolean;
  method: string | null;
  direction: string | null;
  amount: number | null;
  currency: string | null;
  uetr: string | null;
  bookingDate: string | null;
};

/** What the form needs of the linked payment, read once (a payment's scheme, amount and UETR do not change). */
export async function setPaymentInfo(tx: TSql, id: bigint, p: TPaymentInfo): Promise<void> {
  await tx.$executeRaw`
    UPDATE cancellation_requests SET
      payment_checked_at = now(), payment_found = ${p.found}, payment_method = ${p.method},
      payment_direction = ${p.direction}, payment_amount = ${p.amount === null ? null : BigInt(p.amount)},
      payment_currency = ${p.currency}, payment_uetr = ${p.uetr}, payment_booking_date = ${p.bookingDate},
      updated_at = now()
    WHERE cancellation_id = ${id}`;
}

export type TDueSync = {
  id: bigint;
  version: number;
  status: string;
  direction: string;
  trxId: bigint | null;
  paymentChecked: boolean;
  failures: number;
};

/** Claims up to `limit` rows due to be read; each is leased for `leaseMs` (retried after, if not finished). */
export async function claimDueSyncs(limit: number, leaseMs: number): Promise<TDueSync[]> {
  const rows = await db.$queryRaw<
    {
      cancellation_id: bigint;
      version: number;
      status: string;
      direction: string;
      trx_id: bigint | null;
      payment_checked: boolean;
      sync_failures: number;
    }[]
  >`
    WITH due AS (
      SELECT cancellation_id FROM cancellation_requests
       WHERE sync_due_at <= now()
       ORDER BY sync_due_at
       LIMIT ${limit}
       FOR UPDATE SKIP LOCKED
    )
    UPDATE cancellation_requests r
       SET sync_due_at = now() + make_interval(secs => ${leaseMs / 1000}::float8)
      FROM due
     WHERE r.cancellation_id = due.cancellation_id
    RETURNING r.cancellation_id, r.version, r.status, r.direction, r.trx_id,
              (r.payment_checked_at IS NOT NULL) AS payment_checked, r.sync_failures`;
  return rows.map((r) => ({
    id: r.cancellation_id,
    version: r.version,
    status: r.status,
    direction: r.direction,
    trxId: r.trx_id,
    paymentChecked: r.payment_checked,
    failures: r.sync_failures,
  }));
}

/** When the row is next read: in `delayMs`, or never (null). A failure counts towards the backoff. */
export async function scheduleSync(
  tx: TSql,
  id: bigint,
  delayMs: number | null,
  outcome: { failed: boolean; error?: string | null } = { failed: false },
): Promise<void> {
  await tx.$executeRaw`
    UPDATE cancellation_requests SET
      sync_due_at = CASE WHEN ${delayMs}::int IS NULL THEN NULL
                         ELSE now() + make_interval(secs => ${delayMs ?? 0}::float8 / 1000) END,
      sync_failures = CASE WHEN ${outcome.failed} THEN sync_failures + 1 ELSE 0 END,
      sync_error = ${outcome.error ?? null}
    WHERE cancellation_id = ${id}`;
}

/** Our answer went out: RETURNING or REFUSING now, and read again shortly for the final status. */
export async function markAnswered(tx: TSql, id: bigint, status: string, followUpMs: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE cancellation_requests SET
      status = ${status}, status_at = now(), last_delivery_id = NULL, version = version + 1,
      sync_due_at = now() + make_interval(secs => ${followUpMs}::float8 / 1000), sync_failures = 0,
      sync_error = NULL, updated_at = now()
    WHERE cancellation_id = ${id}`;
}
