import "server-only";
import { toActionError } from "@/lib/errors/to-action-error";
import type { TActionError } from "@/lib/domain/shared/action-result";
import type { TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import { getLedgerAccount } from "./get-account";
import { rememberLedgerAccount } from "./recent";

// The account page's first read, on the server: the account, or what went wrong as the page shows it.
// A successful open puts the account at the top of the user's recent accounts; a failed one does not
// (an unknown or mistyped id is not worth offering again).

export type TOpenedAccount = { ok: true; account: TLedgerAccountView } | { ok: false; error: TActionError };

export async function openLedgerAccount(
  user: { id: string },
  accountId: string,
  requestId: string | null,
): Promise<TOpenedAccount> {
  let account: TLedgerAccountView;
  try {
    account = await getLedgerAccount(accountId, { requestId });
  } catch (err) {
    return { ok: false, error: toActionError(err, { requestId, where: "page:ledger-account" }) };
  }
  await rememberLedgerAccount(user.id, account.accountId, account.iban);
  return { ok: true, account };
}
