import "server-only";
import { listAudit } from "@/lib/db/audit";
import type { TAuditFilters } from "@/lib/domain/audit/filters";

export type TAuditRow = {
  id: string;
  at: string;
  actorEmail: string | null;
  action: string;
  target: string | null;
  outcome: "success" | "failure" | "denied" | "attempted";
  /** The attempt row an outcome row reports on (finding 5 of issue 14: written before the platform call). */
  attemptId: string | null;
  providerStatus: number | null;
  providerCode: string | null;
  requestId: string | null;
  ip: string | null;
  detail: unknown;
};

/** Newest first, keyset-paged by id so paging stays fast however long the log grows. */
export async function listAuditEvents(filters: TAuditFilters) {
  const { rows, nextBefore } = await listAudit({
    action: filters.action,
    actorEmail: filters.actor,
    outcome: filters.outcome,
    from: filters.from,
    to: filters.to,
    before: filters.before ? BigInt(filters.before) : undefined,
    limit: filters.limit,
  });
  return {
    rows: rows.map((r): TAuditRow => ({
      id: r.id.toString(),
      at: r.at.toISOString(),
      actorEmail: r.actorEmail,
      action: r.action,
      target: r.target,
      outcome: r.outcome,
      attemptId: r.attemptId?.toString() ?? null,
      providerStatus: r.providerStatus,
      providerCode: r.providerCode,
      requestId: r.requestId,
      ip: r.ip,
      detail: r.detail,
    })),
    nextBefore: nextBefore?.toString() ?? null,
  };
}
