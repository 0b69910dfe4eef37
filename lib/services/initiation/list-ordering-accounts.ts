import "server-only";
import { listActiveOrderingAccounts } from "@/lib/db/ordering-accounts";
import type { TOrderingAccountOption } from "@/lib/domain/initiation/ordering-account";

/** The debtor accounts the New payment form offers: the active ones, by name. */
export async function listOrderingAccountOptions(): Promise<TOrderingAccountOption[]> {
  const rows = await listActiveOrderingAccounts();
  return rows.map((a) => ({ id: a.id, iban: a.iban, bic: a.bic, name: a.name }));
}
