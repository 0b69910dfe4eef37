import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TLedgerAccountView } from "@/lib/schemas/ledger-accounts";
import { platform } from "../platform/registry";

// GET /v1/accounts/{accountId} as the page shows it. The caller has checked the id (lib/schemas/
// ledger-accounts.ts) before this runs, so a 400 here means the ledger reads ids differently than we do.

export const ACCOUNT_NOT_FOUND = "No ledger account with this id.";

/** The platform's words for a read that failed, so the page says what the ledger said. */
export function accountReadError(err: unknown): unknown {
  if (!isProviderError(err) || err.kind !== "http" || err.status === null) return err;
  if (err.status === 404) return new AppError("not_found", ACCOUNT_NOT_FOUND, { cause: err });
  if (err.status === 400) {
    const v = err.fieldErrors[0];
    const why = v ? `${v.field}: ${v.message}` : (err.problem?.title ?? "refused");
    return new AppError("invalid_input", `The ledger did not accept this account id (${why}).`, {
      cause: err,
    });
  }
  if (err.status >= 500 && err.problem?.detail)
    return new AppError("platform_error", `The ledger failed to read this account: ${err.problem.detail}`, {
      cause: err,
    });
  return err;
}

export async function getLedgerAccount(
  accountId: string,
  opts: { requestId?: string | null } = {},
): Promise<TLedgerAccountView> {
  try {
    return await platform().ledger.getAccount(accountId, { requestId: opts.requestId ?? undefined });
  } catch (err) {
    throw accountReadError(err);
  }
}
