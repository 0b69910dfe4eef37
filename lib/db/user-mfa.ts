import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// The second factor's rows (migration 20261127140000_mfa). Every change that must not race (a time step
// used, a recovery code used, enrolment confirmed) is one conditional UPDATE, so of two requests carrying
// the same code only one can win.

/** A recovery code as stored: lib/auth/mfa/recovery-codes.ts hashes it (lib/db sits below lib/auth). */
type TStoredRecoveryCode = { salt: string; codeHash: string };

export function findUserMfa(userId: string) {
  return db.userMfa.findUnique({ where: { userId } });
}

/** User ids whose second factor is confirmed (the Settings user list). */
export async function enrolledUserIds(): Promise<Set<string>> {
  const rows = await db.userMfa.findMany({ where: { confirmedAt: { not: null } }, select: { userId: true } });
  return new Set(rows.map((r) => r.userId));
}

/** Starts (or restarts) enrolment with a new secret; false when a confirmed factor is already there. */
export async function savePendingMfa(userId: string, secretBox: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ user_id: string }[]>`
    INSERT INTO user_mfa (user_id, secret_box) VALUES (${userId}::uuid, ${secretBox})
    ON CONFLICT (user_id) DO UPDATE
       SET secret_box = EXCLUDED.secret_box, last_step = NULL, created_at = now(), updated_at = now()
     WHERE user_mfa.confirmed_at IS NULL
    RETURNING user_id::text`;
  return rows.length === 1;
}

/** Confirms a pending enrolment with the step of its first code and its recovery codes; false if not pending. */
export async function confirmMfa(
  tx: Prisma.TransactionClient,
  userId: string,
  step: number,
  codes: TStoredRecoveryCode[],
): Promise<boolean> {
  const { count } = await tx.userMfa.updateMany({
    where: { userId, confirmedAt: null },
    data: { confirmedAt: new Date(), lastStep: BigInt(step) },
  });
  if (count !== 1) return false;
  await tx.mfaRecoveryCode.deleteMany({ where: { userId } });
  await tx.mfaRecoveryCode.createMany({ data: codes.map((c) => ({ userId, ...c })) });
  return true;
}

/** Records `step` as used; false when this step (or a later one) already was: the code is a replay. */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const { count } = await db.userMfa.updateMany({
    where: {
      userId,
      confirmedAt: { not: null },
      OR: [{ lastStep: null }, { lastStep: { lt: BigInt(step) } }],
    },
    data: { lastStep: BigInt(step) },
  });
  return count === 1;
}

export function unusedRecoveryCodes(userId: string) {
  return db.mfaRecoveryCode.findMany({ where: { userId, usedAt: null } });
}

/** Marks a recovery code used; false when another request used it first. */
export async function spendRecoveryCode(id: string): Promise<boolean> {
  const { count } = await db.mfaRecoveryCode.updateMany({
    where: { id, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

export function countUnusedRecoveryCodes(userId: string) {
  return db.mfaRecoveryCode.count({ where: { userId, usedAt: null } });
}

/** Removes the factor and its recovery codes (cascade); the row as it was, or null when there was none. */
export async function deleteUserMfa(tx: Prisma.TransactionClient, userId: string) {
  const rows = await tx.$queryRaw<{ confirmed_at: Date | null }[]>`
    DELETE FROM user_mfa WHERE user_id = ${userId}::uuid RETURNING confirmed_at`;
  return rows[0] ?? null;
}

/** Replaces every recovery code of a confirmed factor, used or not; false when none is confirmed. */
export async function replaceRecoveryCodes(
  tx: Prisma.TransactionClient,
  userId: string,
  codes: TStoredRecoveryCode[],
): Promise<boolean> {
  // The factor's row is locked first, so a reset or a second replacement running at once waits its turn.
  const confirmed = await tx.$queryRaw<unknown[]>`
    SELECT 1 FROM user_mfa WHERE user_id = ${userId}::uuid AND confirmed_at IS NOT NULL FOR UPDATE`;
  if (confirmed.length !== 1) return false;
  await tx.mfaRecoveryCode.deleteMany({ where: { userId } });
  await tx.mfaRecoveryCode.createMany({ data: codes.map((c) => ({ userId, ...c })) });
  return true;
}
