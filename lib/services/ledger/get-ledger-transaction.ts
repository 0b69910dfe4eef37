import "server-only";
import { rememberLedgerItem } from "@/lib/db/recent-ledger-items";
import { AppError } from "@/lib/errors/app-error";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TLedgerTransactionView } from "@/lib/schemas/ledger-transactions";
import { platform } from "../platform/registry";

// GET /v1/transactions/{id} as the page shows it. The caller has checked the id is a UUID. A 404 means
// unknown, still queued, or FAILED (docs/platform.md, Ledger): the ledger keeps no failed transaction
// readable and makes a queued one readable only once applied, so the sentence says both.

export const TRANSACTION_NOT_FOUND =
  "No ledger transaction with this id — or not applied yet: a posted transaction becomes readable once " +
  "the ledger applies it (one it refuses after queuing never does).";

/** The ledger's answer in words: 404 → not_found (with the "not applied yet" caveat), 400 → invalid_input. */
export function transactionReadError(err: unknown): unknown {
  if (!isProviderError(err) || err.kind !== "http" || err.status === null) return err;
  if (err.status === 404) return new AppError("not_found", TRANSACTION_NOT_FOUND, { cause: err });
  if (err.status === 400) {
    const v = err.fieldErrors[0];
    const why = v ? `${v.field}: ${v.message}` : (err.problem?.title ?? "refused");
    return new AppError("invalid_input", `The ledger did not accept this transaction id (${why}).`, {
      cause: err,
    });
  }
  if (err.status >= 500 && err.problem?.detail)
    return new AppError(
      "platform_error",
      `The ledger failed to read this transaction: ${err.problem.detail}`,
      {
        cause: err,
      },
    );
  return err;
}

export async function getLedgerTransaction(
  id: string,
  opts: { requestId?: string | null } = {},
): Promise<TLedgerTransactionView> {
  try {
    return await platform().ledger.getTransaction(id, { requestId: opts.requestId ?? undefined });
  } catch (err) {
    throw transactionReadError(err);
  }
}

/** A transaction page was opened and read: it goes to the top of the user's list, labelled by its reference. */
export function rememberLedgerTransaction(userId: string, t: TLedgerTransactionView) {
  return rememberLedgerItem({ userId, kind: "transaction", ref: t.id, label: t.referenceId.slice(0, 255) });
}
