import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// ordering_accounts: the debtor accounts an admin configured for new payments (docs/initiation.md).

export function listActiveOrderingAccounts() {
  return db.orderingAccount.findMany({ where: { active: true }, orderBy: { name: "asc" } });
}

/** Every account, inactive ones too, for the admin page: active first, then by name. */
export function listAllOrderingAccounts() {
  return db.orderingAccount.findMany({ orderBy: [{ active: "desc" }, { name: "asc" }] });
}

type TTx = Pick<Prisma.TransactionClient, "$queryRaw">;

/** Inserts the account unless its IBAN is configured already → the new row, or null on a duplicate IBAN. */
export async function insertOrderingAccount(
  tx: TTx,
  row: { iban: string; bic: string | null; name: string; updatedBy: string },
): Promise<{ id: string } | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO ordering_accounts (iban, bic, name, updated_by)
    VALUES (${row.iban}, ${row.bic}, ${row.name}, ${row.updatedBy})
    ON CONFLICT (iban) DO NOTHING
    RETURNING id::text`;
  return rows[0] ?? null;
}

/** Sets `active` → the account's IBAN and name, or null when no account has this id. */
export async function updateOrderingAccountActive(
  tx: TTx,
  id: string,
  active: boolean,
  updatedBy: string,
): Promise<{ iban: string; name: string; was: boolean } | null> {
  const rows = await tx.$queryRaw<{ iban: string; name: string; was: boolean }[]>`
    UPDATE ordering_accounts AS a SET active = ${active}, updated_by = ${updatedBy}, updated_at = now()
      FROM (SELECT id, active AS was FROM ordering_accounts WHERE id = ${id}::uuid FOR UPDATE) AS old
     WHERE a.id = old.id
    RETURNING a.iban, a.name, old.was`;
  return rows[0] ?? null;
}
