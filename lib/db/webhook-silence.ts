import "server-only";
import type { Prisma } from "./generated/client";

// The facts of the webhook-silence check (docs/notifications.md#producers): when the last verified delivery
// arrived, and how many of Countersign's platform writes that the platform answers with webhooks (a payment
// status, a transfer's, a cancellation's) succeeded in the window, leaving each a grace for its webhook.

type TSql = Pick<Prisma.TransactionClient, "$queryRaw">;

/** Audited actions whose success makes the platform send a webhook. */
export const WEBHOOK_WRITES = [
  "payment.approve",
  "draft.submit",
  "liquidity.transfer",
  "instant.decide",
  "cancellations.respond",
] as const;

/** `silent`: no verified delivery within the window (on the database's clock, like received_at). */
export type TSilenceFacts = {
  silent: boolean;
  lastVerifiedAt: Date | null;
  writes: number;
  firstWriteAt: Date | null;
};

export async function silenceFacts(sql: TSql, windowMs: number, graceMs: number): Promise<TSilenceFacts> {
  const rows = await sql.$queryRaw<
    { silent: boolean; last_at: Date | null; writes: number; first_at: Date | null }[]
  >`
    WITH d AS (SELECT max(received_at) AS last_at FROM webhook_deliveries WHERE verified)
    SELECT (d.last_at IS NULL OR d.last_at < now() - make_interval(secs => ${windowMs / 1000}::float8)) AS silent,
           d.last_at, count(a.id)::int AS writes, min(a.at) AS first_at
      FROM d LEFT JOIN audit_events a ON
           a.action = ANY(${[...WEBHOOK_WRITES]}::text[]) AND a.outcome = 'success'
       AND a.at >= now() - make_interval(secs => ${windowMs / 1000}::float8)
       AND a.at <= now() - make_interval(secs => ${graceMs / 1000}::float8)
     GROUP BY d.last_at`;
  const r = rows[0];
  return {
    silent: r?.silent ?? false,
    lastVerifiedAt: r?.last_at ?? null,
    writes: r?.writes ?? 0,
    firstWriteAt: r?.first_at ?? null,
  };
}
