import "server-only";
import { DEFAULT_MFA_POLICY, isMfaPolicy, type TMfaPolicy } from "@/lib/auth/client-safe/mfa-policy";
import { db } from "./client";
import type { Prisma } from "./generated/client";

export type TSavedMfaPolicy = { policy: TMfaPolicy; updatedBy: string | null; updatedAt: Date | null };

/** The saved policy, or the default when no administrator has saved one. */
export async function readMfaPolicy(client: Pick<Prisma.TransactionClient, "mfaPolicy"> = db) {
  const row = await client.mfaPolicy.findUnique({ where: { id: 1 } });
  // The column has a CHECK; an unknown value would be a hand edit, and the safe reading of it is "all".
  if (!row) return { policy: DEFAULT_MFA_POLICY, updatedBy: null, updatedAt: null } as TSavedMfaPolicy;
  return {
    policy: isMfaPolicy(row.policy) ? row.policy : "all",
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
  } as TSavedMfaPolicy;
}

export function writeMfaPolicy(tx: Prisma.TransactionClient, policy: TMfaPolicy, updatedBy: string) {
  return tx.mfaPolicy.upsert({
    where: { id: 1 },
    create: { id: 1, policy, updatedBy },
    update: { policy, updatedBy, updatedAt: new Date() },
  });
}
