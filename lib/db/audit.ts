import "server-only";
import { Prisma } from "./generated/client";
import { db } from "./client";

// Audit rows are only ever inserted: a trigger in the init migration refuses UPDATE, DELETE and TRUNCATE.
// So an action that calls the platform writes two rows: an 'attempted' one before the call
// (recordAttempt), and its outcome afterwards naming the attempt (`attemptId`). A database that fails in
// between still leaves the attempt: who tried what, on which target, under which intent (README.md,
// "Audit trail").

export type TAuditOutcome = "success" | "failure" | "denied" | "attempted";

export type TAuditInput = {
  action: string;
  outcome: TAuditOutcome;
  actor?: { id?: string | null; email?: string | null } | null;
  target?: string | null;
  requestId?: string | null;
  ip?: string | null;
  providerStatus?: number | null;
  providerCode?: string | null;
  detail?: Prisma.InputJsonValue;
  /** On an outcome row: the id recordAttempt returned before the platform call. */
  attemptId?: bigint | null;
};

/** `client`: a transaction's, when the audit row must commit (or roll back) with the change it records. */
export async function recordAudit(
  input: TAuditInput,
  client: Pick<Prisma.TransactionClient, "auditEvent"> = db,
): Promise<void> {
  await client.auditEvent.create({
    data: {
      action: input.action,
      outcome: input.outcome,
      actorId: input.actor?.id ?? null,
      actorEmail: input.actor?.email ?? null,
      target: input.target ?? null,
      requestId: input.requestId ?? null,
      ip: input.ip ?? null,
      providerStatus: input.providerStatus ?? null,
      providerCode: input.providerCode ?? null,
      detail: input.detail,
      attemptId: input.attemptId ?? null,
    },
  });
}

/**
 * Writes the 'attempted' row of an action about to call the platform, and returns its id for the outcome
 * row. Called before the call and awaited: when it fails, nothing is sent.
 */
export async function recordAttempt(
  input: Omit<TAuditInput, "outcome" | "attemptId" | "providerStatus" | "providerCode">,
  client: Pick<Prisma.TransactionClient, "auditEvent"> = db,
): Promise<bigint> {
  const row = await client.auditEvent.create({
    data: {
      action: input.action,
      outcome: "attempted",
      actorId: input.actor?.id ?? null,
      actorEmail: input.actor?.email ?? null,
      target: input.target ?? null,
      requestId: input.requestId ?? null,
      ip: input.ip ?? null,
      detail: input.detail,
    },
    select: { id: true },
  });
  return row.id;
}

export type TAuditQuery = {
  action?: string;
  actorEmail?: string;
  outcome?: TAuditOutcome;
  from?: Date;
  to?: Date;
  /** Keyset paging: rows with an id below this one. */
  before?: bigint;
  limit: number;
};

export async function listAudit(query: TAuditQuery) {
  const rows = await db.auditEvent.findMany({
    where: {
      action: query.action ? { startsWith: query.action } : undefined,
      actorEmail: query.actorEmail ? { contains: query.actorEmail.toLowerCase() } : undefined,
      outcome: query.outcome,
      at: query.from || query.to ? { gte: query.from, lt: query.to } : undefined,
      id: query.before ? { lt: query.before } : undefined,
    },
    orderBy: { id: "desc" },
    take: query.limit + 1,
  });
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  return { rows: page, nextBefore: hasMore ? page[page.length - 1]!.id : null };
}

/** The audit rows about one target (e.g. `draft:<id>`), oldest first, at most `limit`. */
export function auditOfTarget(target: string, limit: number) {
  return db.auditEvent.findMany({ where: { target }, orderBy: { id: "asc" }, take: limit });
}

/**
 * The audit row's INSERT as a fragment for a raw statement's WITH clause (`a AS (${auditInsert(x)})`), for
 * a change whose row must be written in the same statement as the change itself (one round trip).
 * `onlyWith`: another WITH entry's name; the row is then written once per row that entry returns (so not
 * at all when it returns none).
 */
export function auditInsert(audit: TAuditInput, onlyWith?: Prisma.Sql): Prisma.Sql {
  const values = Prisma.sql`${audit.action}, ${audit.outcome}::"AuditOutcome", ${audit.actor?.id ?? null}::uuid,
              ${audit.actor?.email ?? null}, ${audit.target ?? null}, ${audit.requestId ?? null}, ${audit.ip ?? null},
              ${audit.providerStatus ?? null}::int, ${audit.providerCode ?? null},
              ${audit.detail === undefined ? null : JSON.stringify(audit.detail)}::jsonb,
              ${audit.attemptId ?? null}::bigint`;
  return Prisma.sql`INSERT INTO audit_events
             (action, outcome, actor_id, actor_email, target, request_id, ip, provider_status, provider_code, detail,
              attempt_id)
      ${onlyWith ? Prisma.sql`SELECT ${values} FROM ${onlyWith}` : Prisma.sql`VALUES (${values})`}`;
}
