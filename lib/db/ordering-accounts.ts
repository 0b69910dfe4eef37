import "server-only";
import { db } from "./client";

// ordering_accounts: the debtor accounts an admin configured for new payments (docs/initiation.md).

export function listActiveOrderingAccounts() {
  return db.orderingAccount.findMany({ where: { active: true }, orderBy: { name: "asc" } });
}
