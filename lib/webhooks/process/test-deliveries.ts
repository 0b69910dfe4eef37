// Test helpers: deliveries stored the way the intake stores them (storeDelivery), with bodies shaped like
// the sandbox's (sandbox/webhooks/bodies.ts). Not a test file; imported by the tests beside it.
import { createHash } from "node:crypto";
import { storeDelivery } from "@/lib/db/webhook-deliveries";
import type { Db } from "@/lib/db/client";
import { announcesPendingConfirmation } from "./pending-status";

let nextTrx = 700_000_000 + Math.floor(Math.random() * 1e6) * 100;
/** A transaction or cancellation id no other test in the file uses. */
export const freshId = () => ++nextTrx;

export async function deliver(
  kind: string | null,
  body: unknown,
  opts: { sentAt?: Date; raw?: string } = {},
): Promise<{ id: bigint; duplicate: boolean }> {
  const raw = Buffer.from(opts.raw ?? JSON.stringify(body));
  return storeDelivery({
    verified: true,
    rejectionReason: null,
    rejectionDetail: null,
    tenantId: "sandbox-tenant",
    // Signature timestamps are whole seconds.
    sentAt: opts.sentAt ?? new Date(Math.floor(Date.now() / 1000) * 1000),
    signatureVersions: [1],
    kind,
    bodySha256: createHash("sha256").update(raw).digest("hex"),
    rawBody: raw,
    bodyTruncated: false,
    headers: {},
    processing: "pending",
    processingError: null,
    urgent: announcesPendingConfirmation(kind, body),
  });
}

/** A rejected delivery; `platformLike` ones count towards VERIFICATION_FAILING (verify/platform-like.ts). */
export async function deliverRejected(reason = "bad_signature", platformLike = false): Promise<bigint> {
  const raw = Buffer.from(`{"n":${Math.random()}}`);
  const { id } = await storeDelivery({
    verified: false,
    rejectionReason: reason,
    rejectionDetail: "test",
    tenantId: "sandbox-tenant",
    sentAt: new Date(),
    signatureVersions: [],
    kind: null,
    bodySha256: createHash("sha256").update(raw).digest("hex"),
    rawBody: raw,
    bodyTruncated: false,
    headers: {},
    processing: "skipped",
    processingError: null,
    platformLike,
  });
  return id;
}

export function paymentBody(trxId: number, status: string, updatedAt: string, extra: object = {}) {
  return {
    trx_id: trxId,
    end_to_end_id: `E2E-${trxId}`,
    type: "Payment",
    direction: "OUTBOUND",
    amount: 125_000,
    currency: "EUR",
    status,
    updated_at: updatedAt,
    debtor_iban: "DE89370400440532013000",
    creditor_iban: "FR1420041010050500013M02606",
    ...extra,
  };
}

/** Change events recorded after `afterId`, as "topic:ref". */
export async function changesSince(db: Db, afterId: bigint): Promise<string[]> {
  const rows = await db.changeEvent.findMany({ where: { id: { gt: afterId } }, orderBy: { id: "asc" } });
  return rows.map((r) => `${r.topic}:${r.ref}`);
}

export async function lastChangeId(db: Db): Promise<bigint> {
  const row = await db.changeEvent.findFirst({ orderBy: { id: "desc" } });
  return row?.id ?? 0n;
}
