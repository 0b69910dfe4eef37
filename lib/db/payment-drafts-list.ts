import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";

// The Drafts list (docs/pages.md#drafts): one tab's predicate, the filters, keyset paging newest first by
// (created_at, id). In SQL because "waiting for me" reads the requirement's roles (jsonb) and the viewer's
// own decision in one statement.

export type TDraftsListQuery = {
  viewer: { id: string; roles: readonly string[] };
  tab: "mine" | "waiting" | "all";
  state?: string;
  kind?: string;
  /** Only drafts waiting since before this instant: at risk of their deadline. */
  waitingSince?: Date;
  from?: Date;
  to?: Date;
  before?: { at: Date; id: string };
  after?: { at: Date; id: string };
  limit: number;
};

export type TDraftListRow = {
  id: string;
  kind: string;
  state: string;
  makerEmail: string;
  paymentCount: number;
  totals: Prisma.JsonValue;
  required: number;
  approved: number;
  createdAt: Date;
};

/**
 * "Waiting for me": still waiting, made by someone else, not yet decided by me, and asking for a role I hold
 * (or naming none). The decision itself checks all of this again under the draft's lock.
 */
function tabPredicate(q: TDraftsListQuery): Prisma.Sql {
  const me = q.viewer.id;
  if (q.tab === "mine") return Prisma.sql`d.maker_id = ${me}::uuid`;
  if (q.tab === "all") return Prisma.sql`TRUE`;
  return Prisma.sql`d.state = 'waiting' AND d.maker_id <> ${me}::uuid
    AND NOT EXISTS (SELECT 1 FROM draft_approvals a WHERE a.draft_id = d.id AND a.user_id = ${me}::uuid)
    AND (jsonb_array_length(COALESCE(d.requirement->'roles', '[]'::jsonb)) = 0
      OR jsonb_exists_any(d.requirement->'roles', ${[...q.viewer.roles]}::text[]))`;
}

function whereOf(q: TDraftsListQuery): Prisma.Sql {
  const parts = [tabPredicate(q)];
  if (q.state) parts.push(Prisma.sql`d.state = ${q.state}`);
  if (q.kind) parts.push(Prisma.sql`d.kind = ${q.kind}`);
  if (q.waitingSince) parts.push(Prisma.sql`d.state = 'waiting' AND d.created_at <= ${q.waitingSince}`);
  if (q.from) parts.push(Prisma.sql`d.created_at >= ${q.from}`);
  if (q.to) parts.push(Prisma.sql`d.created_at < ${q.to}`);
  return Prisma.join(parts, " AND ");
}

const rowsOf = (where: Prisma.Sql, order: "ASC" | "DESC", limit: number) =>
  db.$queryRaw<TDraftListRow[]>`
    SELECT d.id::text AS id, d.kind, d.state, d.maker_email AS "makerEmail", d.payment_count AS "paymentCount",
      d.totals, COALESCE((d.requirement->>'approvals')::int, 1) AS required,
      (SELECT count(*)::int FROM draft_approvals a WHERE a.draft_id = d.id AND a.decision = 'approve') AS approved,
      d.created_at AS "createdAt"
    FROM payment_drafts d
    WHERE ${where}
    ORDER BY d.created_at ${Prisma.raw(order)}, d.id ${Prisma.raw(order)}
    LIMIT ${limit}`;

export type TBoundary = { at: Date; id: string };
const boundary = (r: TDraftListRow): TBoundary => ({ at: r.createdAt, id: r.id });

const older = (c: TBoundary) => Prisma.sql`(d.created_at, d.id) < (${c.at}, ${c.id}::uuid)`;
const newer = (c: TBoundary) => Prisma.sql`(d.created_at, d.id) > (${c.at}, ${c.id}::uuid)`;

/**
 * Newest first. Paging newer reads upwards from `after` and flips the page; when fewer than a page of newer
 * rows are left, that is the newest page, read as one (full, and live like the first page).
 */
export async function listDrafts(
  q: TDraftsListQuery,
): Promise<{ rows: TDraftListRow[]; older: TBoundary | null; newer: TBoundary | null }> {
  const where = whereOf(q);
  if (q.after) {
    const up = await rowsOf(Prisma.sql`${where} AND ${newer(q.after)}`, "ASC", q.limit + 1);
    if (up.length <= q.limit) return listDrafts({ ...q, after: undefined });
    const rows = up.slice(0, q.limit).reverse();
    return { rows, older: boundary(rows.at(-1)!), newer: boundary(rows[0]!) };
  }
  const down = await rowsOf(
    q.before ? Prisma.sql`${where} AND ${older(q.before)}` : where,
    "DESC",
    q.limit + 1,
  );
  const rows = down.slice(0, q.limit);
  // Only a page reached by paging older can have newer rows; one probe says whether it does.
  const top = rows[0] ? boundary(rows[0]) : q.before;
  const hasNewer = top !== undefined && q.before !== undefined && (await exists(where, top));
  return {
    rows,
    older: down.length > q.limit ? boundary(rows.at(-1)!) : null,
    newer: hasNewer ? top! : null,
  };
}

async function exists(where: Prisma.Sql, above: TBoundary) {
  const found = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM payment_drafts d WHERE ${where} AND ${newer(above)} LIMIT 1`;
  return found.length > 0;
}

/** How many drafts wait for the viewer's decision (the Overview's count; the "Waiting for me" tab's rows). */
export async function countWaitingFor(viewer: TDraftsListQuery["viewer"]): Promise<number> {
  const where = tabPredicate({ viewer, tab: "waiting", limit: 0 });
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM payment_drafts d WHERE ${where}`;
  return row?.n ?? 0;
}
