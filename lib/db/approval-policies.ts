import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// approval_policies: every save is a new version, the highest one is in force; no row means the default
// (docs/initiation.md#policies). Rows are only inserted.

type TSql = Pick<Prisma.TransactionClient, "approvalPolicy">;

export function latestPolicy(sql: TSql = db) {
  return sql.approvalPolicy.findFirst({ orderBy: { version: "desc" } });
}

export async function currentPolicyVersion(
  sql: Pick<Prisma.TransactionClient, "$queryRaw">,
): Promise<number | null> {
  const rows = await sql.$queryRaw<{ v: number | null }[]>`SELECT max(version) AS v FROM approval_policies`;
  return rows[0]?.v ?? null;
}

/** Newest first: the versions panel shows each with who saved it, when and why. */
export function listPolicies(limit = 100) {
  return db.approvalPolicy.findMany({ orderBy: { version: "desc" }, take: limit });
}

/**
 * Inserts `version` unless it exists: two saves from the same base race for the same number, and the
 * primary key lets exactly one win. Returns whether this one did.
 */
export async function insertPolicy(
  tx: Prisma.TransactionClient,
  row: {
    version: number;
    policy: unknown;
    comment: string | null;
    createdById: string;
    createdByEmail: string;
  },
): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO approval_policies (version, policy, comment, created_by_id, created_by_email)
    VALUES (${row.version}, ${JSON.stringify(row.policy)}::jsonb, ${row.comment}, ${row.createdById}::uuid,
            ${row.createdByEmail})
    ON CONFLICT (version) DO NOTHING`;
  return inserted === 1;
}
