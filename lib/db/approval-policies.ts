import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// approval_policies: every save is a new version, the highest one is in force; no row means the default
// (docs/initiation.md#policies). Rows are only inserted.

type TSql = Pick<Prisma.TransactionClient, "approvalPolicy">;

export function latestPolicy(sql: TSql = db) {
  return sql.approvalPolicy.findFirst({ orderBy: { version: "desc" } });
}
