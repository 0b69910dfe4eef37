import "server-only";
import type { TTransfer } from "@/lib/domain/liquidity/liquidity";
import { db } from "./client";
import { Prisma, type LiquidityTransferIntent } from "./generated/client";

// liquidity_transfer_intents: one row per intent to make a liquidity transfer. The interface promises no
// idempotency for the POST, so this row — not the platform — decides whether a POST may go out: it is
// claimed before each one (a double click or a second tab sends nothing), and an intent whose send got no
// answer ('uncertain') is sent again only through claimResend, after a read-back the person looked at.
// A 'sending' row older than the stale limit belongs to a request that died: it counts as uncertain.

export type TIntentRequest = {
  debtorAccount: string;
  creditorAccount: string;
  amountMinor: string;
  currency: string;
  transferType: string;
  purpose: string | null;
};

export type TIntent = Omit<LiquidityTransferIntent, "request" | "transfer"> & {
  request: TIntentRequest;
  transfer: TTransfer | null;
};

const asIntent = (row: LiquidityTransferIntent): TIntent => ({
  ...row,
  request: row.request as TIntentRequest,
  transfer: (row.transfer as TTransfer | null) ?? null,
});

/** A send that holds the row: its number (the fencing token), the window's start, what was dismissed. */
export type THeldSend = { sends: number; firstSentAt: Date; dismissed: number[] };
export type TSendClaim = ({ claimed: true } & THeldSend) | { claimed: false; intent: TIntent };

type THeldRow = { sends: number; first_sent_at: Date; dismissed: bigint[] };
const held = (r: THeldRow): THeldSend => ({
  sends: r.sends,
  firstSentAt: r.first_sent_at,
  dismissed: r.dismissed.map(Number),
});

/** A new intent, or one the platform refused (nothing was made, so it may be sent again, edited or not). */
export async function claimFirstSend(input: {
  requestId: string;
  user: { id: string; email: string };
  request: TIntentRequest;
  requestSha256: string;
}): Promise<TSendClaim> {
  const { requestId, user, request, requestSha256 } = input;
  const rows = await db.$queryRaw<THeldRow[]>`
    INSERT INTO liquidity_transfer_intents (request_id, user_id, user_email, request, request_sha256, state)
    VALUES (${requestId}, ${user.id}::uuid, ${user.email}, ${JSON.stringify(request)}::jsonb,
            ${requestSha256}, 'sending')
    ON CONFLICT (request_id) DO UPDATE
       SET state = 'sending', sends = liquidity_transfer_intents.sends + 1, last_sent_at = now(),
           updated_at = now(), request = EXCLUDED.request, request_sha256 = EXCLUDED.request_sha256,
           user_id = EXCLUDED.user_id, user_email = EXCLUDED.user_email,
           provider_status = NULL, provider_code = NULL, message = NULL
     WHERE liquidity_transfer_intents.state = 'refused'
    RETURNING sends, first_sent_at, dismissed`;
  if (rows[0]) return { claimed: true, ...held(rows[0]) };
  return { claimed: false, intent: await mustFind(requestId) };
}

/**
 * The person's explicit "send it again" after a read-back: only from 'uncertain' (or a dead 'sending'),
 * and only if no other send happened since the person looked (`sends` unchanged).
 */
export async function claimResend(
  requestId: string,
  sends: number,
  staleAfterMs: number,
): Promise<THeldSend | null> {
  const rows = await db.$queryRaw<THeldRow[]>`
    UPDATE liquidity_transfer_intents
       SET state = 'sending', sends = sends + 1, last_sent_at = now(), updated_at = now(),
           provider_status = NULL, provider_code = NULL, message = NULL
     WHERE request_id = ${requestId} AND sends = ${sends} AND (${unsettled(staleAfterMs)})
    RETURNING sends, first_sent_at, dismissed`;
  return rows[0] ? held(rows[0]) : null;
}

export type TSendFinish =
  | { state: "created"; transfer: TTransfer; providerStatus: number | null; providerCode: string | null }
  | {
      state: "refused" | "uncertain";
      providerStatus: number | null;
      providerCode: string | null;
      message: string;
    };

/** Records how send number `sends` ended; false when that send no longer holds the row. */
export async function finishSend(requestId: string, sends: number, f: TSendFinish): Promise<boolean> {
  const created = f.state === "created";
  const { count } = await db.liquidityTransferIntent.updateMany({
    where: { requestId, sends, state: "sending" },
    data: {
      state: f.state,
      transferId: created ? BigInt(f.transfer.id) : null,
      ...(created && { transfer: f.transfer }),
      providerStatus: f.providerStatus,
      providerCode: f.providerCode,
      message: created ? null : f.message,
      updatedAt: new Date(),
    },
  });
  return count === 1;
}

/** The person's "this is my transfer": settles an unanswered intent as created. */
export async function settleAsFound(requestId: string, transfer: TTransfer, staleAfterMs: number) {
  const rows = await db.$queryRaw<{ request_id: string }[]>`
    UPDATE liquidity_transfer_intents
       SET state = 'created', transfer_id = ${BigInt(transfer.id)}, transfer = ${JSON.stringify(transfer)}::jsonb,
           message = NULL, updated_at = now()
     WHERE request_id = ${requestId} AND (${unsettled(staleAfterMs)})
    RETURNING request_id`;
  return rows.length === 1;
}

/** Adds transfers the person said were not theirs (shown as such in later read-backs). */
export async function addDismissed(requestId: string, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.$executeRaw`
    UPDATE liquidity_transfer_intents
       SET dismissed = ARRAY(SELECT DISTINCT unnest(dismissed || ${ids.map(BigInt)}::bigint[])),
           updated_at = now()
     WHERE request_id = ${requestId}`;
}

export async function findIntent(requestId: string): Promise<TIntent | null> {
  const row = await db.liquidityTransferIntent.findUnique({ where: { requestId } });
  return row ? asIntent(row) : null;
}

/** The user's latest intent still waiting for their decision, for the form to show again after a reload. */
export async function findUnsettled(userId: string, staleAfterMs: number): Promise<TIntent | null> {
  const stale = new Date(Date.now() - staleAfterMs);
  const row = await db.liquidityTransferIntent.findFirst({
    where: {
      userId,
      OR: [{ state: "uncertain" }, { state: "sending", lastSentAt: { lt: stale } }],
    },
    orderBy: { updatedAt: "desc" },
  });
  return row ? asIntent(row) : null;
}

/** Whether the intent waits for the person's decision (no answer, or a send whose request died). */
export function isUnsettled(i: Pick<TIntent, "state" | "lastSentAt">, staleAfterMs: number): boolean {
  return (
    i.state === "uncertain" || (i.state === "sending" && i.lastSentAt.getTime() < Date.now() - staleAfterMs)
  );
}

// The SQL form of isUnsettled, for the claims' WHERE clauses.
const unsettled = (staleAfterMs: number) =>
  Prisma.sql`state = 'uncertain'
     OR (state = 'sending' AND last_sent_at < now() - make_interval(secs => ${staleAfterMs / 1000}))`;

async function mustFind(requestId: string): Promise<TIntent> {
  const found = await findIntent(requestId);
  // Rows are never deleted: a conflict without a row is a bug worth failing loudly on.
  if (!found) throw new Error(`liquidity_transfer_intents row ${requestId} vanished during a claim`);
  return found;
}
