import "server-only";
import { recordAudit } from "@/lib/db/audit";
import type { TActor } from "../actor";

/** Exports are user actions too: who took which data out, with which filters. */
export function recordExport(what: string, filters: Record<string, unknown>, actor: TActor) {
  const detail = Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : String(v)]),
  );
  return recordAudit({
    action: `export.${what}`,
    outcome: "success",
    actor: actor.user,
    requestId: actor.requestId,
    ip: actor.ip,
    detail,
  });
}
