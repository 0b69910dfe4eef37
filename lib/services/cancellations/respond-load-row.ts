import "server-only";
import { findInboxRow, type TInboxRow } from "@/lib/db/cancellations";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";
import type { TCancellationDeps } from "./deps";
import { lookUpCancellation } from "./look-up-cancellation";
import { refreshCancellation } from "./refresh-cancellation";

/**
 * The request to answer, as stored: read from the platform first when the inbox has not seen it, and with
 * its payment read when it has not been yet, since the rules for answering depend on the payment's scheme.
 */
export async function loadRowToAnswer(
  id: bigint,
  actor: TActor,
  deps: TCancellationDeps,
): Promise<TInboxRow> {
  let row = await findInboxRow(id);
  if (!row) {
    await lookUpCancellation(id, actor, deps);
    row = await findInboxRow(id);
  } else if (row.paymentCheckedAt === null && row.trxId !== null) {
    await refreshCancellation(id, deps, { source: "poll", expectedVersion: row.version, withPayment: true });
    row = await findInboxRow(id);
  }
  if (!row) throw new AppError("not_found", "No cancellation request has this id.");
  return row;
}
