import "server-only";
import { listPolicies } from "@/lib/db/approval-policies";
import { ZPolicyBody } from "@/lib/domain/initiation/policy-input";
import type { TPolicyVersion } from "@/lib/domain/initiation/policy-version";
import { logger } from "@/lib/logger";

// The admin page's reads: every saved version of the approval policy, newest (the one in force) first.

/**
 * Newest first. A version that no longer parses is left out of the list (and logged); the engine refuses
 * to run under it (current-policy.ts), so the admin sees the versions before it and saves over it.
 */
export async function listPolicyVersions(): Promise<TPolicyVersion[]> {
  const rows = await listPolicies();
  return rows.flatMap((row) => {
    const body = ZPolicyBody.safeParse(row.policy);
    if (!body.success) {
      logger.error({ version: row.version }, "stored approval policy does not parse; left out of the list");
      return [];
    }
    return [
      {
        version: row.version,
        rules: body.data.rules,
        otherwise: body.data.otherwise,
        comment: row.comment,
        createdByEmail: row.createdByEmail,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}
