import "server-only";
import type { TProviderAnswer } from "./claim-attempt";
import { db } from "./client";
import { Prisma, type DraftPayment } from "./generated/client";

// The submission record of each payment of a draft (draft_payments): claimed by one attempt at a time
// (pending → sending), the attempt number its fencing token, the outcome written only by the attempt that
// holds it. Unlike an approval, a refused payment is final: the platform said no to this body, and sending
// it again would be refused again; a person makes a new draft. An unknown outcome (no answer) or a sending
// row whose request died (a crash between the call and the commit) is claimed again, and the caller reads
// back before it sends (docs/initiation.md#exactly-once).

export type TPaymentClaim =
  | {
      claimed: true;
      attempts: number;
      /** null: first attempt; 'unknown' also for a stale 'sending' (its outcome was never recorded). */
      previous: "unknown" | null;
      /** The operation of the earlier attempt, if any: a retry must use it (the key is per operation). */
      api: string | null;
      /** What to send, and under which key (returned by the claim: one round trip per payment). */
      payment: unknown;
      idempotencyKey: string;
    }
  | { claimed: false; row: DraftPayment };

export async function claimDraftPayment(
  draftId: string,
  line: number,
  api: string,
  staleAfterMs: number,
): Promise<TPaymentClaim> {
  const rows = await db.$queryRaw<
    { attempts: number; previous: string; api: string | null; payment: unknown; idempotency_key: string }[]
  >`
    WITH prev AS (
      SELECT state, api FROM draft_payments WHERE draft_id = ${draftId}::uuid AND line = ${line} FOR UPDATE)
    UPDATE draft_payments d
       SET state = 'sending', attempts = d.attempts + 1, sent_at = now(), finished_at = NULL,
           api = coalesce(d.api, ${api}), provider_status = NULL, provider_code = NULL, message = NULL
      FROM prev
     WHERE d.draft_id = ${draftId}::uuid AND d.line = ${line}
       AND (d.state IN ('pending', 'unknown')
            OR (d.state = 'sending' AND d.sent_at < now() - make_interval(secs => ${staleAfterMs / 1000}::float8)))
    RETURNING d.attempts, prev.state AS previous, prev.api, d.payment, d.idempotency_key::text`;
  const won = rows[0];
  if (won) {
    return {
      claimed: true,
      attempts: won.attempts,
      previous: won.previous === "pending" ? null : "unknown",
      api: won.api,
      payment: won.payment,
      idempotencyKey: won.idempotency_key,
    };
  }
  const row = await db.draftPayment.findUnique({ where: { draftId_line: { draftId, line } } });
  if (!row) throw new Error(`draft_payments row ${draftId}/${line} does not exist`);
  return { claimed: false, row };
}

export type TPaymentOutcome =
  | { state: "created"; platformId: bigint; platformStatus: string | null }
  | ({ state: "refused" | "unknown" } & TProviderAnswer);

/** Records the outcome of attempt `attempts`; false when a later attempt holds the row (nothing written). */
export async function finishDraftPayment(
  draftId: string,
  line: number,
  attempts: number,
  outcome: TPaymentOutcome,
): Promise<boolean> {
  const data: Prisma.DraftPaymentUpdateManyMutationInput =
    outcome.state === "created"
      ? { state: "created", platformId: outcome.platformId, platformStatus: outcome.platformStatus }
      : {
          state: outcome.state,
          providerStatus: outcome.providerStatus,
          providerCode: outcome.providerCode,
          message: outcome.message,
        };
  const res = await db.draftPayment.updateMany({
    where: { draftId, line, attempts, state: "sending" },
    data: { ...data, finishedAt: new Date() },
  });
  return res.count === 1;
}

/** Payments left in flight or unanswered (after a crash or a timeout), oldest first, for the reconciler. */
export function unsettledPayments(olderThan: Date, limit = 500) {
  return db.draftPayment.findMany({
    where: {
      OR: [{ state: "unknown" }, { state: "sending", sentAt: { lt: olderThan } }],
    },
    orderBy: { sentAt: "asc" },
    take: limit,
    select: { draftId: true, line: true },
  });
}
