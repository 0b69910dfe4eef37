import "server-only";
import { db } from "./client";
import {
  claimedAttempt,
  claimSql,
  lostClaim,
  type TClaimedRow,
  type TClaimTable,
  type TProviderAnswer,
} from "./claim-attempt";
import { Prisma, type CancellationResponse } from "./generated/client";
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

const RESPONSES: TClaimTable = {
  table: "cancellation_responses",
  key: "cancellation_id",
  inFlight: "sending",
};

/**
 * Claims the request for one answer, atomically: a new row, or one whose last attempt was refused, unknown,
 * or sending for longer than `staleAfterMs`. Otherwise returns the row as it stands (sent, or sending now).
 */
export async function claimResponse(c: TResponseClaimInput): Promise<TResponseClaim> {
  const { prev, claim } = claimSql(
    RESPONSES,
    {
      cancellation_id: Prisma.sql`${c.id}`,
      intent_id: Prisma.sql`${c.intentId}::uuid`,
      user_id: Prisma.sql`${c.user.id}::uuid`,
      user_email: Prisma.sql`${c.user.email}`,
      api: Prisma.sql`${c.api}`,
      response_code: Prisma.sql`${c.responseCode}`,
      sent: Prisma.sql`${JSON.stringify(c.sent)}::jsonb`,
    },
    c.staleAfterMs,
  );
  const [row] = await db.$queryRaw<TClaimedRow[]>`WITH ${prev} ${claim}`;
  if (row) return claimedAttempt<TResponseState>(row);
  return lostClaim(RESPONSES, c.id, () =>
    db.cancellationResponse.findUnique({ where: { cancellationId: c.id } }),
  );
}

export type TResponseFinish = TProviderAnswer & {
  state: Exclude<TResponseState, "sending">;
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
