import "server-only";
import type { TCloseAccountOutcome } from "@/lib/domain/ledger/accounts";
import type { TActor } from "../actor";
import { platform } from "../platform/registry";
import { ACCOUNT_NOT_FOUND } from "./get-account";
import { sendLedgerWrite, type TLedgerWriteOutcome } from "./send-ledger-write";

// POST /v1/accounts/{accountId}:close for one intent of one person: sendLedgerWrite claims the intent key
// (the Idempotency-Key), replays an accepted intent without a call, and audits every attempt as
// ledger.close_account. Here only the ledger's answers get their words.

export const ALREADY_CLOSED = "This account is already CLOSED: the ledger had nothing to close.";

/** The sandbox's (and, we assume, the ledger's) 400 for a close of a CLOSED account names the path id. */
const isAlreadyClosed = (o: Extract<TLedgerWriteOutcome, { state: "refused" }>) =>
  o.providerStatus === 400 &&
  o.fieldErrors.some((f) => f.field === "accountId" && /already closed/i.test(f.message));

export function closeOutcomeOf(o: TLedgerWriteOutcome): TCloseAccountOutcome {
  switch (o.state) {
    case "accepted":
      return o;
    case "unknown":
    case "other_request":
      return { state: o.state, message: o.message };
    case "refused": {
      if (isAlreadyClosed(o)) return { state: "already_closed", message: ALREADY_CLOSED };
      if (o.providerStatus === 404) return { state: "not_found", message: ACCOUNT_NOT_FOUND };
      const fields = o.fieldErrors.map((f) => `${f.field}: ${f.message}`).join("; ");
      return {
        state: "refused",
        message: `The ledger refused to close this account${fields ? ` (${fields})` : `: ${o.message}`}.`,
        providerStatus: o.providerStatus,
        providerCode: o.providerCode,
      };
    }
  }
}

export async function closeLedgerAccount(
  input: { accountId: string; intentKey: string },
  actor: TActor,
): Promise<TCloseAccountOutcome> {
  const { accountId, intentKey } = input;
  const outcome = await sendLedgerWrite(
    {
      kind: "close",
      intentKey,
      target: accountId,
      request: { accountId },
      action: "ledger.close_account",
      send: (key, requestId) => platform().ledger.closeAccount(accountId, key, { requestId }),
    },
    actor,
  );
  return closeOutcomeOf(outcome);
}
