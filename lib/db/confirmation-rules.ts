import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// confirmation_rule_sets: every save is a new version, the highest one is in force. Rows are only inserted.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw">;

export type TStoredRuleSet = {
  version: number;
  rules: unknown;
  comment: string | null;
  createdByEmail: string;
  createdAt: Date;
};

/**
 * The version in force, with its rules only when it is not `knownVersion` — one indexed read per webhook
 * either way, and the (up to 200 rules') JSON travels only when the set changed.
 */
export async function latestRuleSet(
  sql: TSql,
  knownVersion: number | null,
): Promise<{ version: number; rules: unknown } | null> {
  const rows = await sql.$queryRaw<{ version: number; rules: unknown }[]>`
    SELECT version, CASE WHEN version = ${knownVersion}::int THEN NULL ELSE rules END AS rules
      FROM confirmation_rule_sets ORDER BY version DESC LIMIT 1`;
  return rows[0] ?? null;
}

export async function currentRuleSetVersion(sql: TSql = db): Promise<number | null> {
  const rows = await sql.$queryRaw<
    { v: number | null }[]
  >`SELECT max(version) AS v FROM confirmation_rule_sets`;
  return rows[0]?.v ?? null;
}

/** The given version, or the one in force when none is given. */
export async function findRuleSet(
  version?: number,
  client: Pick<Prisma.TransactionClient, "confirmationRuleSet"> = db,
): Promise<TStoredRuleSet | null> {
  const row = version
    ? await client.confirmationRuleSet.findUnique({ where: { version } })
    : await client.confirmationRuleSet.findFirst({ orderBy: { version: "desc" } });
  return row && { ...row, rules: row.rules as unknown };
}

export async function listRuleSetVersions(limit = 200) {
  return db.$queryRaw<
    {
      version: number;
      rule_count: number;
      comment: string | null;
      created_by_email: string;
      created_at: Date;
    }[]
  >`
    SELECT version, jsonb_array_length(rules)::int AS rule_count, comment, created_by_email, created_at
      FROM confirmation_rule_sets ORDER BY version DESC LIMIT ${limit}`;
}

/**
 * Inserts `version` unless it exists: two saves from the same base race for the same number, and the
 * primary key lets exactly one win. Returns whether this one did.
 */
export async function insertRuleSet(
  tx: Prisma.TransactionClient,
  row: {
    version: number;
    rules: unknown;
    comment: string | null;
    createdById: string;
    createdByEmail: string;
  },
): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO confirmation_rule_sets (version, rules, comment, created_by_id, created_by_email)
    VALUES (${row.version}, ${JSON.stringify(row.rules)}::jsonb, ${row.comment}, ${row.createdById}::uuid,
            ${row.createdByEmail})
    ON CONFLICT (version) DO NOTHING`;
  return inserted === 1;
}
