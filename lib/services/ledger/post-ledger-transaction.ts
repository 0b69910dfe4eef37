import "server-only";
import { customerAccountIds, followPlan, type TBalanceReading } from "@/lib/domain/ledger/transaction-follow";
import type { TPostTransactionResult } from "@/lib/domain/ledger/transaction-result";
import type { TTransactionCommand } from "@/lib/domain/ledger/transactions";
import type { TActor } from "../actor";
import { platform } from "../platform/registry";
import { sendLedgerWrite } from "./send-ledger-write";
import { readTransactionBalances } from "./transaction-balances";

// Posts one transaction for one intent (POST /v1/transactions with the intent key as Idempotency-Key,
// through sendLedgerWrite: claim, replay, audit). Right before sending, the balances of the customer
// accounts it names are read, so the page can follow it by their movement (the only way: see
// lib/domain/ledger/transaction-follow.ts). On a replay the browser keeps the snapshot of its first try.

export async function postLedgerTransaction(
  command: TTransactionCommand,
  actor: TActor,
): Promise<TPostTransactionResult> {
  const { body, intentKey } = command;

  const readings = await readTransactionBalances(customerAccountIds(body.postings), {
    requestId: actor.requestId,
  });
  const snapshot = new Map<string, TBalanceReading | null>(
    readings.map((r) => [r.accountId, r.ok ? r : null]),
  );
  const follow = followPlan(body.postings, snapshot);

  const outcome = await sendLedgerWrite(
    {
      kind: "transaction",
      intentKey,
      target: body.referenceId,
      request: body,
      action: "ledger.post_transaction",
      send: (key, requestId) => platform().ledger.postTransaction(body, key, { requestId }),
    },
    actor,
  );
  switch (outcome.state) {
    case "accepted":
      return { state: "accepted", correlationId: outcome.correlationId, replay: outcome.replay, follow };
    case "refused":
      return {
        state: "refused",
        message: outcome.message,
        providerStatus: outcome.providerStatus,
        providerCode: outcome.providerCode,
        violations: outcome.fieldErrors.map((f) => ({ field: f.field, message: f.message })),
      };
    case "unknown":
      return { state: "unknown", message: outcome.message, follow };
    case "other_request":
      return { state: "other_request", message: outcome.message };
  }
}
