import "server-only";
import { recordAudit } from "@/lib/db/audit";
import type { TCurrentUser } from "./current-user";
import type { TPermission } from "./client-safe/permissions";

/**
 * Every refusal by a guard leaves an audit row: who tried what, through which door. `reason`: why a
 * signed-in user with the permission was still refused (`step_up_required`: no recent check).
 */
export function auditDenied(
  user: TCurrentUser | null,
  permission: TPermission | readonly TPermission[],
  via: { kind: "page" | "action" | "route"; name: string },
  ctx: { requestId: string | null; ip: string | null },
  reason?: "step_up_required",
) {
  return recordAudit({
    action: "permission.denied",
    outcome: "denied",
    actor: user ? { id: user.id, email: user.email } : null,
    target: `${via.kind}:${via.name}`,
    requestId: ctx.requestId,
    ip: ctx.ip,
    detail: {
      permission,
      reason: reason ?? (user ? "missing_permission" : "unauthenticated"),
      roles: user?.roles ?? [],
    },
  });
}
