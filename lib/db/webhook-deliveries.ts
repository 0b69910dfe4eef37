import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";
import { publishChangeSql } from "./publish-change";

export type TNewDelivery = {
  verified: boolean;
  rejectionReason: string | null;
  rejectionDetail: string | null;
  tenantId: string | null;
  sentAt: Date | null;
  signatureVersions: number[];
  kind: string | null;
  /** Why the kind was chosen when names and shape disagree (lib/webhooks/classify-kind.ts). */
  kindNote?: string | null;
  bodySha256: string;
  rawBody: Buffer;
  bodyTruncated: boolean;
  headers: Record<string, string>;
  processing: "pending" | "unprocessable" | "skipped";
  processingError: string | null;
  /** It holds a payment for confirmation (lib/webhooks/process/pending-status.ts): processed first. */
  urgent?: boolean;
  /** Where a rejected request came from, and whether its failure looks like the platform's own. */
  source?: string | null;
  platformLike?: boolean;
};

/**
 * One INSERT, so intake stays fast under load. A verified body seen before (the platform's retry of a
 * delivery whose 2xx it never got) is not stored again: the partial unique index turns it into a counted
 * duplicate, and the caller still answers 2xx so the retrying stops.
 */
export async function storeDelivery(d: TNewDelivery): Promise<{ id: bigint; duplicate: boolean }> {
  // The new row, its change event and the NOTIFY in one statement: atomic, and no transaction round trips
  // on the intake's hot path. Only a rejected row is announced here: a verified one is announced by its
  // processing a moment later (with the result), and every NOTIFY serialises commits, which is the intake's
  // main database cost (scripts/bench/README.md). A retry (conflict) changes nothing, so it says nothing.
  const rows = await db.$queryRaw<{ id: bigint; inserted: boolean }[]>`
    WITH d AS (
      INSERT INTO webhook_deliveries
        (verified, rejection_reason, rejection_detail, tenant_id, sent_at, signature_versions, kind, kind_note,
         body_sha256, raw_body, body_truncated, headers, processing, processing_error, urgent, source,
         platform_like)
      VALUES
        (${d.verified}, ${d.rejectionReason}, ${d.rejectionDetail}, ${d.tenantId}, ${d.sentAt},
         ${d.signatureVersions}::int[], ${d.kind}, ${d.kindNote ?? null}, ${d.bodySha256}, ${d.rawBody},
         ${d.bodyTruncated}, ${JSON.stringify(d.headers)}::jsonb, ${d.processing}::"DeliveryProcessing",
         ${d.processingError}, ${d.urgent ?? false}, ${d.source ?? null}, ${d.platformLike ?? false})
      ON CONFLICT (body_sha256) WHERE verified
        DO UPDATE SET duplicates = webhook_deliveries.duplicates + 1
      RETURNING id, (xmax = 0) AS inserted
    ),
    ${publishChangeSql("deliveries", Prisma.sql`SELECT id::text FROM d WHERE inserted AND NOT ${d.verified}`)}
    SELECT d.id, d.inserted, (SELECT count(*) FROM n) AS notified FROM d`;
  const row = rows[0]!;
  return { id: row.id, duplicate: !row.inserted };
}
