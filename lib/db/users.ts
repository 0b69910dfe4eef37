import "server-only";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { db } from "./client";
import { Prisma } from "./generated/client";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(email: string) {
  return db.user.findUnique({ where: { email: normaliseEmail(email) } });
}

export function findUserById(id: string) {
  return db.user.findUnique({ where: { id } });
}

export function listUsers() {
  return db.user.findMany({ orderBy: { email: "asc" } });
}

/**
 * Counts one password attempt BEFORE the password is checked, and refuses it while the account is locked.
 * One statement on the locked row: attempts that arrive together are counted one after another, so once
 * `maxFailures` are in flight or failed the next is refused without its password ever being checked, and a
 * right guess among a burst gets no further than the slots left. The attempt that reaches `maxFailures`
 * starts the lock; a success clears it (recordSuccessfulSignIn). A lock that has run out starts the count
 * again from zero.
 */
export async function reserveSignInAttempt(id: string, maxFailures: number, lockMinutes: number) {
  const rows = await db.$queryRaw<{ refused: boolean; failed_sign_ins: number; locked_until: Date | null }[]>`
    WITH cur AS (
      SELECT id, failed_sign_ins, locked_until,
             coalesce(locked_until > now(), false) AS locked,
             CASE WHEN locked_until IS NOT NULL AND locked_until <= now() THEN 0 ELSE failed_sign_ins END AS n
        FROM users WHERE id = ${id}::uuid FOR UPDATE
    ), counted AS (
      UPDATE users u
         SET failed_sign_ins = cur.n + 1,
             locked_until = CASE WHEN cur.n + 1 >= ${maxFailures}
                                 THEN now() + make_interval(mins => ${lockMinutes}) END,
             updated_at = now()
        FROM cur
       WHERE u.id = cur.id AND NOT cur.locked
      RETURNING u.failed_sign_ins, u.locked_until
    )
    -- A refused attempt writes nothing (no row version, no NOTIFY to every instance's user cache).
    SELECT cur.locked AS refused,
           CASE WHEN cur.locked THEN cur.failed_sign_ins ELSE counted.failed_sign_ins END AS failed_sign_ins,
           CASE WHEN cur.locked THEN cur.locked_until ELSE counted.locked_until END AS locked_until
      FROM cur LEFT JOIN counted ON true`;
  const row = rows[0];
  return {
    refused: row?.refused ?? true,
    failedSignIns: row?.failed_sign_ins ?? 0,
    lockedUntil: row?.locked_until ?? null,
  };
}

/**
 * Returns one attempt reserveSignInAttempt counted, for an attempt that turned out not to be a failure (the
 * right password, its second factor still to come). Below the limit again, a lock this count started goes.
 */
export async function giveBackSignInAttempt(id: string, maxFailures: number) {
  await db.$executeRaw`
    UPDATE users
       SET failed_sign_ins = greatest(failed_sign_ins - 1, 0),
           locked_until = CASE WHEN failed_sign_ins - 1 < ${maxFailures} THEN NULL ELSE locked_until END,
           updated_at = now()
     WHERE id = ${id}::uuid AND failed_sign_ins > 0`;
}

export function recordSuccessfulSignIn(id: string) {
  return db.user.update({
    where: { id },
    data: { failedSignIns: 0, lockedUntil: null, lastSignInAt: new Date() },
  });
}

// `client`: the transaction that also writes the change's audit row (both commit, or neither).
export function unlockUser(id: string, client: Pick<Prisma.TransactionClient, "user"> = db) {
  return client.user.update({ where: { id }, data: { failedSignIns: 0, lockedUntil: null } });
}

export function writeUserDisabled(tx: Prisma.TransactionClient, id: string, disabled: boolean) {
  return tx.user.update({ where: { id }, data: { disabled }, select: { id: true } });
}

export function findUserBySsoSubject(subject: string) {
  return db.user.findUnique({ where: { ssoSubject: subject } });
}

/** An SSO sign-in that passed every check: roles and name follow the identity provider each time. */
export function recordSsoSignIn(id: string, input: { subject: string; name: string; roles: TRole[] }) {
  return db.user.update({
    where: { id },
    data: { ssoSubject: input.subject, name: input.name, roles: input.roles, lastSignInAt: new Date() },
  });
}

export function createSsoUser(input: { subject: string; email: string; name: string; roles: TRole[] }) {
  return db.user.create({
    data: {
      email: normaliseEmail(input.email),
      name: input.name,
      roles: input.roles,
      ssoSubject: input.subject,
      passwordHash: null,
      lastSignInAt: new Date(),
    },
  });
}

/**
 * A password account; null when the email is taken (the unique index decides, so a race cannot pass).
 * `client`: the transaction that also writes the audit row. ON CONFLICT DO NOTHING rather than catching
 * the unique violation, which would abort that transaction.
 */
export async function createPasswordUser(
  input: { email: string; name: string; roles: TRole[]; passwordHash: string },
  client: Pick<Prisma.TransactionClient, "user"> = db,
) {
  const [created] = await client.user.createManyAndReturn({
    data: [
      {
        email: normaliseEmail(input.email),
        name: input.name,
        roles: input.roles,
        passwordHash: input.passwordHash,
      },
    ],
    skipDuplicates: true,
    select: { id: true, email: true },
  });
  return created ?? null;
}

export type TLockedUserRow = {
  id: string;
  email: string;
  roles: string[];
  disabled: boolean;
  sso: boolean;
  enabledAdmin: boolean;
};

/**
 * Locks `id` and every enabled administrator until the transaction ends, in id order so two transactions
 * never wait on each other crosswise. A row that stopped being an enabled admin while this waited for it
 * is re-checked by PostgreSQL and left out, so what comes back is the set as it now stands.
 */
export function lockUserAndEnabledAdmins(tx: Prisma.TransactionClient, id: string) {
  return tx.$queryRaw<TLockedUserRow[]>`
    SELECT id::text, email, roles::text[] AS roles, disabled, password_hash IS NULL AS sso,
           (NOT disabled AND 'admin'::"Role" = ANY(roles)) AS "enabledAdmin"
      FROM users
     WHERE id = ${id}::uuid OR (NOT disabled AND 'admin'::"Role" = ANY(roles))
     ORDER BY id
       FOR UPDATE`;
}

export function writeUserRoles(tx: Prisma.TransactionClient, id: string, roles: TRole[]) {
  return tx.user.update({ where: { id }, data: { roles }, select: { id: true } });
}
