import "server-only";
import { findRuleSet, listRuleSetVersions } from "@/lib/db/confirmation-rules";
import { logger } from "@/lib/logger";
import {
  ZRuleList,
  type TRuleSetVersion,
  type TRuleSetVersionList,
} from "@/lib/domain/confirmation-rules/confirmation-rules";

// Reads for the rules editor and the Instant page: the version in force, one version, the version list.

/** The given version (the one in force when none is given); null when it does not exist. */
export async function getRuleSet(version?: number): Promise<TRuleSetVersion | null> {
  const row = await findRuleSet(version);
  if (!row) return null;
  const parsed = ZRuleList.safeParse(row.rules);
  if (!parsed.success) {
    // Shown as empty (what the engine does with it too), so an admin can save a valid version over it.
    logger.error({ version: row.version }, "stored confirmation rule set does not parse; shown as empty");
  }
  return {
    version: row.version,
    rules: parsed.success ? parsed.data : [],
    comment: row.comment,
    createdByEmail: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRuleSets(): Promise<TRuleSetVersionList> {
  const rows = await listRuleSetVersions();
  return {
    versions: rows.map((r) => ({
      version: r.version,
      ruleCount: r.rule_count,
      comment: r.comment,
      createdByEmail: r.created_by_email,
      createdAt: r.created_at.toISOString(),
    })),
  };
}
