import "server-only";
import { cancellationsOfPayment } from "@/lib/db/payment-detail-queries";
import { paymentTimeline } from "@/lib/db/payment-states";
import { AppError } from "@/lib/errors/app-error";
import { toActionError } from "@/lib/errors/to-action-error";
import {
  KNOWN_TRANSACTION_FIELDS,
  type TExtraField,
  type TPaymentDetail,
  type TRelatedCancellation,
  type TSection,
  type TTimelineEntry,
} from "@/lib/domain/payments/detail";
import { platform } from "../platform/registry";
import { searchPayments } from "./search-payments";

/** Children shown on the detail; beyond this the detail links to the search filtered by parent. */
const CHILDREN_SHOWN = 50;

const timelineOf = async (id: number): Promise<TTimelineEntry[]> =>
  (await paymentTimeline(BigInt(id))).map((h) => ({
    status: h.status,
    at: h.statusAt.toISOString(),
    deliveryId: h.deliveryId.toString(),
  }));

const cancellationsOf = async (id: number): Promise<TRelatedCancellation[]> =>
  (await cancellationsOfPayment(BigInt(id))).map((c) => ({
    id: c.cancellationId.toString(),
    direction: c.direction,
    reason: c.reason,
    status: c.status,
    statusAt: c.statusAt.toISOString(),
    firstSeenAt: c.firstSeenAt.toISOString(),
  }));

const known = new Set<string>(KNOWN_TRANSACTION_FIELDS);

/** Fields the platform sent beyond the interface's list, in its order: shown as they are, never dropped. */
export function extraFields(item: Record<string, unknown>): TExtraField[] {
  return Object.entries(item)
    .filter(([key, value]) => !known.has(key) && value !== undefined)
    .map(([key, value]) => ({ key, value }));
}

/**
 * One payment with everything known about it: the platform's full record (the transaction is required;
 * an unknown id is not_found), then the status timeline from stored webhooks, linked cancellation requests,
 * child payments (returns…) and the parent. Those four are read side by side, and each may fail alone:
 * a slow search must not hide a record that was read.
 */
export async function getPaymentDetail(
  id: number,
  opts: {
    requestId?: string | null;
    /** Whether the reader may see cancellation requests (the caller checks "cancellations.view"). */
    withCancellations: boolean;
  },
): Promise<TPaymentDetail> {
  const found = await platform().gateway.getTransaction(id);
  if (!found) throw new AppError("not_found", `The platform has no payment ${id}.`);
  const { payment, item } = found;
  const section = async <T>(where: string, read: () => Promise<T>): Promise<TSection<T>> => {
    try {
      return { ok: true, data: await read() };
    } catch (err) {
      const e = toActionError(err, { requestId: opts.requestId ?? null, where: `payment-detail:${where}` });
      return { ok: false, error: { message: e.message, code: e.providerCode, requestId: e.requestId } };
    }
  };
  const parentId = payment.parentId;
  const [timeline, cancellations, children, parent] = await Promise.all([
    section("timeline", () => timelineOf(id)),
    opts.withCancellations ? section("cancellations", () => cancellationsOf(id)) : null,
    section("children", async () => {
      const page = await searchPayments({ parentTransactionId: id, limit: CHILDREN_SHOWN });
      return { rows: page.rows, more: page.next !== null };
    }),
    parentId === null
      ? null
      : section("parent", async () => (await platform().gateway.getTransaction(parentId))?.payment ?? null),
  ]);
  return { payment, transaction: item, extra: extraFields(item), timeline, cancellations, children, parent };
}
