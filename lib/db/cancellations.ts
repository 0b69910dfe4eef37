import "server-only";
import { db } from "./client";
import { Prisma, type CancellationRequest } from "./generated/client";

// The cancellation inbox. The platform has no list endpoint, so every request we know of came through a
// CANCELLATION_STATUS webhook or a look-up by id; after that, rows are kept current by reading GET
// /v1/cancellation-requests/{id} (cancellation-sync.ts), because the platform sends no webhook for
// RETURNING, REFUSING or their final statuses. A webhook body has no timestamp: callers pass the
// delivery's signature timestamp (whole seconds) as `statusAt`, and ties go to the later delivery id: the
// platform sends one tenant's notifications in order and holds later ones back while one is retried.
// Every status change bumps `version`, so a poll that read the platform before a change never undoes it.

export type TSql = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

export type TCancellationStatusChange = {
  cancellationId: bigint;
  trxId: bigint | null;
  direction: string;
  reason: string;
  status: string;
  statusAt: Date;
  deliveryId: bigint;
};

/** Creates the inbox row or moves it forward; an older notification only adds to the history. */
export async function applyCancellationStatus(
  tx: TSql,
  c: TCancellationStatusChange,
): Promise<{ current: boolean }> {
  // A new row is due to be read from the platform at once (column default): its payment's scheme and the
  // resource's other fields come from there. A status a webhook moves on is read again too.
  const applied = await tx.$queryRaw<{ cancellation_id: bigint }[]>`
    INSERT INTO cancellation_requests AS r
      (cancellation_id, trx_id, direction, reason, status, status_at, last_delivery_id, first_seen_at, updated_at)
    VALUES
      (${c.cancellationId}, ${c.trxId}, ${c.direction}, ${c.reason}, ${c.status}, ${c.statusAt},
       ${c.deliveryId}, now(), now())
    ON CONFLICT (cancellation_id) DO UPDATE SET
      trx_id = COALESCE(EXCLUDED.trx_id, r.trx_id),
      direction = EXCLUDED.direction,
      reason = EXCLUDED.reason,
      status = EXCLUDED.status,
      status_at = EXCLUDED.status_at,
      last_delivery_id = EXCLUDED.last_delivery_id,
      version = r.version + 1,
      sync_due_at = now(),
      sync_failures = 0,
      updated_at = now()
    WHERE r.status_at < EXCLUDED.status_at
       OR (r.status_at = EXCLUDED.status_at AND COALESCE(r.last_delivery_id, 0) < EXCLUDED.last_delivery_id)
    RETURNING cancellation_id`;
  await tx.$executeRaw`
    INSERT INTO cancellation_status_history (cancellation_id, status, status_at, delivery_id, source)
    VALUES (${c.cancellationId}, ${c.status}, ${c.statusAt}, ${c.deliveryId}, 'webhook')
    ON CONFLICT (cancellation_id, status, status_at) DO NOTHING`;
  return { current: applied.length > 0 };
}

/**
 * Inbound requests still waiting for our answer: in progress at the platform, and no answer of ours
 * being sent or sent (a refused one, or one whose outcome is unknown, still needs a person). One
 * predicate for the Overview count and the inbox's "awaiting our answer" filter, so the two agree.
 */
export const AWAITING_ANSWER = Prisma.sql`r.direction = 'INBOUND' AND r.status = 'CANCELLATION_IN_PROGRESS'
  AND (s.state IS NULL OR s.state IN ('refused', 'unknown'))`;

/**
 * At risk of its answer deadline (docs/deadlines.md#at-risk), for a row also AWAITING_ANSWER: an SDD
 * settled on or before `sddDate`, any other request created (else first seen) on or before `since`.
 */
export function cancellationAtRisk({ sddDate, since }: { sddDate: string | null; since: Date }): Prisma.Sql {
  return Prisma.sql`CASE WHEN r.payment_method = 'SDD' AND r.payment_booking_date IS NOT NULL
    THEN left(r.payment_booking_date, 10) <= ${sddDate ?? ""}
    ELSE COALESCE(r.platform_created_at, r.first_seen_at) <= ${since} END`;
}

/** The Overview's count of requests awaiting our answer. */
export async function countAwaitingAnswer(): Promise<number> {
  const rows = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM cancellation_requests r
      LEFT JOIN cancellation_responses s ON s.cancellation_id = r.cancellation_id
     WHERE ${AWAITING_ANSWER}`;
  return Number(rows[0]?.n ?? 0);
}

/** An inbox row with our answer's state beside it (cancellation_responses). */
export type TInboxRow = CancellationRequest & {
  answerState: string | null;
  answerBy: string | null;
  answerCode: string | null;
};

export type TInboxQuery = {
  status?: string;
  direction?: string;
  scheme?: string;
  awaiting?: boolean;
  /** Awaiting our answer and at risk (cancellationAtRisk). */
  atRisk?: { sddDate: string | null; since: Date };
  /** Keyset paging, newest first: rows first seen before this (time, id). */
  before?: { at: Date; id: bigint };
  limit: number;
};

/** One page of the inbox, newest first by when Countersign first saw each request (rows never move). */
export async function listInbox(q: TInboxQuery): Promise<{ rows: TInboxRow[]; more: boolean }> {
  const where: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (q.status) where.push(Prisma.sql`r.status = ${q.status}`);
  if (q.direction) where.push(Prisma.sql`r.direction = ${q.direction}`);
  if (q.scheme) where.push(Prisma.sql`r.payment_method = ${q.scheme}`);
  if (q.awaiting || q.atRisk) where.push(AWAITING_ANSWER);
  if (q.atRisk) where.push(cancellationAtRisk(q.atRisk));
  if (q.before) {
    where.push(Prisma.sql`(r.first_seen_at, r.cancellation_id) < (${q.before.at}, ${q.before.id})`);
  }
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT r.*, s.state AS answer_state, s.user_email AS answer_by, s.response_code AS answer_code
      FROM cancellation_requests r
      LEFT JOIN cancellation_responses s ON s.cancellation_id = r.cancellation_id
     WHERE ${Prisma.join(where, " AND ")}
     ORDER BY r.first_seen_at DESC, r.cancellation_id DESC
     LIMIT ${q.limit + 1}`;
  const mapped = rows.map(fromSql);
  return { rows: mapped.slice(0, q.limit), more: mapped.length > q.limit };
}

export async function findInboxRow(id: bigint): Promise<TInboxRow | null> {
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT r.*, s.state AS answer_state, s.user_email AS answer_by, s.response_code AS answer_code
      FROM cancellation_requests r
      LEFT JOIN cancellation_responses s ON s.cancellation_id = r.cancellation_id
     WHERE r.cancellation_id = ${id}`;
  return rows[0] ? fromSql(rows[0]) : null;
}

/** Raw snake_case columns → the Prisma model's shape (listInbox needs a join Prisma cannot express). */
function fromSql(r: Record<string, unknown>): TInboxRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
  return {
    cancellationId: BigInt(r.cancellation_id as bigint),
    trxId: r.trx_id === null ? null : BigInt(r.trx_id as bigint),
    direction: r.direction as string,
    reason: r.reason as string,
    status: r.status as string,
    statusAt: date(r.status_at)!,
    lastDeliveryId: r.last_delivery_id === null ? null : BigInt(r.last_delivery_id as bigint),
    firstSeenAt: date(r.first_seen_at)!,
    updatedAt: date(r.updated_at)!,
    version: Number(r.version),
    platformCreatedAt: date(r.platform_created_at),
    resource: (r.resource ?? null) as Prisma.JsonValue,
    resourceAt: date(r.resource_at),
    paymentCheckedAt: date(r.payment_checked_at),
    paymentFound: (r.payment_found ?? null) as boolean | null,
    paymentMethod: (r.payment_method ?? null) as string | null,
    paymentDirection: (r.payment_direction ?? null) as string | null,
    paymentAmount: r.payment_amount === null ? null : BigInt(r.payment_amount as bigint),
    paymentCurrency: (r.payment_currency ?? null) as string | null,
    paymentUetr: (r.payment_uetr ?? null) as string | null,
    paymentBookingDate: (r.payment_booking_date ?? null) as string | null,
    syncDueAt: date(r.sync_due_at),
    syncFailures: Number(r.sync_failures),
    syncError: (r.sync_error ?? null) as string | null,
    answerState: (r.answer_state ?? null) as string | null,
    answerBy: (r.answer_by ?? null) as string | null,
    answerCode: (r.answer_code ?? null) as string | null,
  };
}

/** Statuses, answers and look-ups of one request, oldest first. */
export function cancellationTimeline(cancellationId: bigint) {
  return db.cancellationStatusHistory.findMany({
    where: { cancellationId },
    orderBy: [{ statusAt: "asc" }, { id: "asc" }],
  });
}
