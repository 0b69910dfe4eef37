import "server-only";
import { db } from "./client";

/**
 * When each of these payments entered To sign, as the webhooks told (payment_states): the start of its
 * approval deadline, the same instant the deadline sweep counts from (docs/deadlines.md#approvals).
 */
export async function toSignSince(trxIds: readonly number[]): Promise<Map<number, Date>> {
  if (trxIds.length === 0) return new Map();
  const rows = await db.paymentState.findMany({
    where: { trxId: { in: trxIds.map((id) => BigInt(id)) }, status: "To sign" },
    select: { trxId: true, statusAt: true },
  });
  return new Map(rows.map((r) => [Number(r.trxId), r.statusAt]));
}
