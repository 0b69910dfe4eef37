import "server-only";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { can } from "@/lib/auth/client-safe/permissions";
import { auditOfTarget } from "@/lib/db/audit";
import type { TDraftAuditRow } from "@/lib/domain/initiation/draft-view";

/** How many audit rows the draft page shows: a draft's whole life is a few dozen rows. */
export const DRAFT_AUDIT_LIMIT = 200;

/**
 * The audit rows whose target is the draft, for the draft page (docs/initiation.md#drafts); null for a
 * reader without `audit.view`, so the rows never reach a browser that may not see the audit.
 */
export async function draftAudit(
  draftId: string,
  roles: readonly TRole[] | undefined,
): Promise<TDraftAuditRow[] | null> {
  if (!roles || !can(roles, "audit.view")) return null;
  const rows = await auditOfTarget(`draft:${draftId}`, DRAFT_AUDIT_LIMIT);
  return rows.map((r) => ({
    id: r.id.toString(),
    at: r.at.toISOString(),
    actorEmail: r.actorEmail,
    action: r.action,
    target: r.target,
    outcome: r.outcome,
    providerStatus: r.providerStatus,
    providerCode: r.providerCode,
    requestId: r.requestId,
  }));
}
