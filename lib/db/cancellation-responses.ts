import "server-only";
import { db } from "./client";
import type { CancellationResponse, Prisma } from "./generated/client";
import type { TSql } from "./cancellations";

// cancellation_responses: one row per request, the idempotency record of Countersign's answer. Everyone
// answers through the one gateway client and the platform answers a repeat with
// ILLEGAL_CANCELLATION_REQUEST_STATUS, so the request — not the user or the click — is what is claimed:
// sending → sent | refused | unknown. A refused answer left the request unchanged and may be followed by
// another; an unknown one makes the next attempt read the request before it sends anything.

export type TResponseState = "sending" | "sent" | "refused" | "unknown";

export type TResponseClaim =
  | {
      claimed: true;
      /** The claim's fencing token: only the attempt holding this number may finish it. */
      attempts: number;
      /** The state before this claim (null: first answer); a stale 'sending' reads as 'unknown'. */
      previous: TResponseState | null;
    }
  | { claimed: false; row: CancellationResponse };

export type TResponseClaimInput = {
  id: bigint;
  intentId: string;
  user: { id: string; email: string };
  api: "v3" | "v1";
  responseCode: "ACCEPTED" | "REJECTED";
  /** What will be sent (never a secret). */
  sent: Prisma.InputJsonValue;
  /** A 'sending' row older than this belongs to a request that died without an answer. */
  staleAfterMs: number;
};

/**
 * Claims the request for one answer, atomically: a new row, or one whose last attempt was refused, unknown,
 * or sending for longer than `staleAfterMs`. Otherwise returns the row as it stands (sent, or sending now).
 */
export async function claimResponse(c: TResponseClaimInput): Promise<TResponseClaim> {
  const sent = JSON.stringify(c.sent);
  const claimed = await db.$queryRaw<{ attempts: number; previous: string | null; stale: boolean }[]>`
    WITH prev AS (SELECT state, started_at FROM cancellation_responses WHERE cancellation_id = ${c.id})
    INSERT INTO cancellation_responses
      (cancellation_id, state, intent_id, user_id, user_email, api, response_code, sent)
    VALUES (${c.id}, 'sending', ${c.intentId}::uuid, ${c.user.id}::uuid, ${c.user.email}, ${c.api},
            ${c.responseCode}, ${sent}::jsonb)
    ON CONFLICT (cancellation_id) DO UPDATE
       SET state = 'sending', intent_id = EXCLUDED.intent_id, user_id = EXCLUDED.user_id,
           user_email = EXCLUDED.user_email, api = EXCLUDED.api, response_code = EXCLUDED.response_code,
           sent = EXCLUDED.sent, attempts = cancellation_responses.attempts + 1, started_at = now(),
           finished_at = NULL, provider_status = NULL, provider_code = NULL, message = NULL
     WHERE cancellation_responses.state IN ('refused', 'unknown')
        OR (cancellation_responses.state = 'sending'
            AND cancellation_responses.started_at < now() - make_interval(secs => ${c.staleAfterMs / 1000}::float8))
    RETURNING attempts, (SELECT state FROM prev) AS previous,
              coalesce((SELECT state = 'sending' FROM prev), false) AS stale`;
  const row = claimed[0];
  if (row) {
    const previous = row.stale ? "unknown" : (row.previous as TResponseState | null);
    return { claimed: true, attempts: row.attempts, previous };
  }
  const current = await db.cancellationResponse.findUnique({ where: { cancellationId: c.id } });
  // Rows are never deleted: a claim that lost must find the row that won.
  if (!current) throw new Error(`cancellation_responses row ${c.id} vanished during a claim`);
  return { claimed: false, row: current };
}

export type TResponseFinish = {
  state: Exclude<TResponseState, "sending">;
  providerStatus: number | null;
  providerCode: string | null;
  message: string;
};

/** Records the outcome of attempt `attempts`; false when the claim was lost meanwhile (stale and taken over). */
export async function finishResponse(
  tx: TSql,
  id: bigint,
  attempts: number,
  f: TResponseFinish,
): Promise<boolean> {
  const n = await tx.$executeRaw`
    UPDATE cancellation_responses
       SET state = ${f.state}, finished_at = now(), provider_status = ${f.providerStatus}::int,
           provider_code = ${f.providerCode}, message = ${f.message}
     WHERE cancellation_id = ${id} AND attempts = ${attempts} AND state = 'sending'`;
  return n === 1;
}

export function findResponse(id: bigint) {
  return db.cancellationResponse.findUnique({ where: { cancellationId: id } });
}
