import "server-only";
import { db } from "./client";
import type { LedgerWrite } from "./generated/client";

// ledger_writes: one row per intent to write to the ledger. The intent key is the Idempotency-Key sent on
// every attempt, and the ledger itself replays the first 202 for a repeated key with the same request
// (docs/platform.md, Ledger). The row adds what the ledger cannot: the same key with another request is
// refused here (the ledger would answer 422), a write already accepted is answered without a call, and
// every intent leaves a record to follow and audit.

export type TLedgerWriteKind = "transaction" | "close";

export type TLedgerWriteClaim =
  | { claimed: true; attempts: number; previous: LedgerWrite["state"] | null }
  | { claimed: false; reason: "accepted" | "other_request"; row: LedgerWrite };

/**
 * Claims the intent for one attempt: a new row; or the same request again after any outcome but accepted
 * (a refused request does not use the key up, an unknown one must be asked again with the same key); or,
 * after a refusal, an edited request (the ledger allows a refused key to be reused). A concurrent attempt
 * of the same request is let through: the ledger's own key check makes the two queue the work once.
 */
export async function claimLedgerWrite(input: {
  intentKey: string;
  kind: TLedgerWriteKind;
  user: { id: string; email: string };
  target: string;
  requestSha256: string;
  request: object;
}): Promise<TLedgerWriteClaim> {
  const { intentKey, kind, user, target, requestSha256, request } = input;
  const rows = await db.$queryRaw<{ attempts: number; previous: string | null }[]>`
    WITH prev AS (SELECT state FROM ledger_writes WHERE intent_key = ${intentKey}::uuid)
    INSERT INTO ledger_writes (intent_key, kind, user_id, user_email, target, request_sha256, request, state)
    VALUES (${intentKey}::uuid, ${kind}, ${user.id}::uuid, ${user.email}, ${target}, ${requestSha256},
            ${JSON.stringify(request)}::jsonb, 'pending')
    ON CONFLICT (intent_key) DO UPDATE
       SET state = 'pending', attempts = ledger_writes.attempts + 1, updated_at = now(),
           target = EXCLUDED.target, request_sha256 = EXCLUDED.request_sha256, request = EXCLUDED.request,
           provider_status = NULL, provider_code = NULL, message = NULL
     WHERE ledger_writes.state <> 'accepted'
       AND ledger_writes.kind = EXCLUDED.kind
       AND ledger_writes.user_id = EXCLUDED.user_id
       AND (ledger_writes.request_sha256 = EXCLUDED.request_sha256 OR ledger_writes.state = 'refused')
    RETURNING attempts, (SELECT state FROM prev) AS previous`;
  const row = rows[0];
  if (row) return { claimed: true, attempts: row.attempts, previous: row.previous };
  const current = await db.ledgerWrite.findUnique({ where: { intentKey } });
  if (!current) throw new Error(`ledger_writes row ${intentKey} vanished during a claim`);
  return {
    claimed: false,
    reason: current.state === "accepted" ? "accepted" : "other_request",
    row: current,
  };
}

export type TLedgerWriteFinish =
  | { state: "accepted"; correlationId: string }
  | {
      state: "refused" | "unknown";
      providerStatus: number | null;
      providerCode: string | null;
      message: string;
    };

/** Records an attempt's outcome; an accepted write is never turned back into anything else. */
export async function finishLedgerWrite(intentKey: string, finish: TLedgerWriteFinish): Promise<void> {
  if (finish.state === "accepted") {
    await db.ledgerWrite.update({
      where: { intentKey },
      data: {
        state: "accepted",
        correlationId: finish.correlationId,
        acceptedAt: new Date(),
        updatedAt: new Date(),
        providerStatus: 202,
      },
    });
    return;
  }
  await db.ledgerWrite.updateMany({
    where: { intentKey, state: { not: "accepted" } },
    data: {
      state: finish.state,
      providerStatus: finish.providerStatus,
      providerCode: finish.providerCode,
      message: finish.message,
      updatedAt: new Date(),
    },
  });
}

export function findLedgerWrite(intentKey: string) {
  return db.ledgerWrite.findUnique({ where: { intentKey } });
}
