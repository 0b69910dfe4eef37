import "server-only";
import { db } from "@/lib/db/client";
import {
  applyResource,
  scheduleSync,
  setPaymentInfo,
  type TPaymentInfo,
  type TResourceWritten,
} from "@/lib/db/cancellation-sync";
import { publishChange } from "@/lib/db/publish-change";
import { FINAL_STATUSES, WORKING_STATUSES } from "@/lib/domain/cancellations/words";
import type { TCancellationResource } from "@/lib/domain/cancellations/cancellations";
import type { TPayment } from "@/lib/domain/payments/payments";
import { platform } from "../platform/registry";

// Reads one request from the platform and writes it into the inbox: a look-up, the detail page's read, or
// a poll of the sweep. The platform pushes no webhook for RETURNING, REFUSING, PAYMENT_RETURNED or
// CANCELLATION_REFUSED, so this is how those statuses reach Countersign at all.

export type TRefreshOptions = {
  source: "poll" | "lookup";
  /** The row's version before the read (applied only if unchanged since); undefined for a new row. */
  expectedVersion?: number;
  /** Also read the linked payment (its scheme, amount, UETR): once per request. */
  withPayment: boolean;
};

export type TRefreshResult =
  | { found: false }
  | { found: true; resource: TCancellationResource; written: TResourceWritten; paymentRead: boolean };

export async function refreshCancellation(id: bigint, opts: TRefreshOptions): Promise<TRefreshResult> {
  const resource = await platform().gateway.getCancellationRequest(Number(id));
  if (!resource) return { found: false };
  const trxId = resource.transactionId ?? null;
  const readPayment = opts.withPayment && trxId !== null;
  const payment = readPayment ? ((await platform().gateway.getTransaction(trxId))?.payment ?? null) : null;
  const written = await db.$transaction(async (tx) => {
    const w = await applyResource(tx, {
      id,
      trxId: trxId === null ? null : BigInt(trxId),
      direction: resource.direction,
      reason: resource.reason,
      status: resource.status,
      createdAt: parseDate(resource.createdAt),
      resource: JSON.parse(JSON.stringify(resource)),
      source: opts.source,
      expectedVersion: opts.expectedVersion,
    });
    if (w.stale) {
      // Something changed the row while we read (our own answer, a webhook): read again shortly.
      await scheduleSync(tx, id, 1_000);
      return w;
    }
    if (readPayment) await setPaymentInfo(tx, id, paymentInfoOf(payment));
    else if (opts.withPayment) await setPaymentInfo(tx, id, NO_PAYMENT);
    await scheduleSync(tx, id, nextSyncDelay(resource.status, Date.now(), w.statusAt?.getTime() ?? null));
    if (w.created || w.statusChanged || opts.withPayment) await publishChange(tx, "cancellations", id);
    return w;
  });
  return { found: true, resource, written, paymentRead: readPayment };
}

const NO_PAYMENT: TPaymentInfo = {
  found: false,
  method: null,
  direction: null,
  amount: null,
  currency: null,
  uetr: null,
  bookingDate: null,
};

export function paymentInfoOf(p: TPayment | null): TPaymentInfo {
  if (!p) return NO_PAYMENT;
  return {
    found: true,
    method: p.method,
    direction: p.direction,
    amount: p.amount,
    currency: p.currency,
    uetr: p.uetr,
    // The SDD deadline counts from the settlement date, else the booking date (the record's datetime).
    bookingDate: (p.settlementDate ?? p.createdAt)?.slice(0, 10) ?? null,
  };
}

/**
 * When a request is read again. After an answer (RETURNING/REFUSING) the final status comes within seconds
 * at the sandbox, so every second at first; a request still waiting, or one of ours still open, only
 * changes when someone acts elsewhere; a final one never changes.
 */
export function nextSyncDelay(status: string, now: number, workingSince: number | null): number | null {
  if (FINAL_STATUSES.has(status)) return null;
  if (WORKING_STATUSES.has(status)) {
    const working = workingSince === null ? 0 : now - workingSince;
    return working < 60_000 ? 1_000 : working < 600_000 ? 10_000 : 60_000;
  }
  return 300_000;
}

/** Backoff after a failed read: 2 s doubling, at most 5 minutes. */
export function failureDelay(failures: number): number {
  return Math.min(300_000, 2_000 * 2 ** Math.min(failures, 10));
}

function parseDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}
