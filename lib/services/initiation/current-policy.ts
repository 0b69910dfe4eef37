import "server-only";
import { latestPolicy } from "@/lib/db/approval-policies";
import type { Prisma } from "@/lib/db/generated/client";
import { DEFAULT_POLICY, type TPolicy } from "@/lib/domain/initiation/policy";
import { toPolicy, ZPolicyBody } from "@/lib/domain/initiation/policy-input";

/**
 * The approval policy in force: the latest saved version, or the default (one approval from another
 * person) while none is saved. A stored version was parsed when it was saved; one that no longer parses
 * throws rather than let drafts through under a policy nobody can read.
 */
export async function currentPolicy(sql?: Prisma.TransactionClient): Promise<TPolicy> {
  const row = await latestPolicy(sql);
  return row ? toPolicy(row.version, ZPolicyBody.parse(row.policy)) : DEFAULT_POLICY;
}
