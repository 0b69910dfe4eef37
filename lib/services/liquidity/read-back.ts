import "server-only";
import { logger } from "@/lib/logger";
import type { TTransfer, TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import type { TReadBack } from "@/lib/domain/liquidity/transfer-outcome";
import { platform } from "../platform/registry";
import {
  candidatesOf,
  laterOffsets,
  READ_BACK_MAX_PAGES,
  READ_BACK_PAGE,
  type TReadBackIntent,
  type TWindow,
} from "./read-back-match";

// Reading the platform's transfer list back after a POST that got no answer, instead of sending it again
// (the interface promises no idempotency for that POST). The filters are sent (a platform that knows
// them answers one short page), but every row is checked locally (read-back-match.ts), and at most
// READ_BACK_MAX_PAGES pages are read: the result says whether they covered everything listed.

type TPages = { rows: TTransfer[]; listed: number | null; complete: boolean };

/** Up to the page budget of `query`; meta.amount is taken as the count only when it is plausible. */
export async function readPages(query: Omit<TTransferQuery, "limit" | "offset">): Promise<TPages> {
  const page = (offset: number) =>
    platform().gateway.listTransfers({ ...query, limit: READ_BACK_PAGE, offset });
  const first = await page(0);
  const rows = [...first.rows];
  if (first.rows.length < READ_BACK_PAGE) return { rows, listed: first.total, complete: true };
  // meta.amount's meaning is not shown (the sandbox's: the count on all pages). If it cannot be the
  // count, read on from the front until a short page.
  const counted = Number.isSafeInteger(first.total) && first.total >= rows.length;
  const offsets = counted
    ? laterOffsets(first.total)
    : Array.from({ length: READ_BACK_MAX_PAGES - 1 }, (_, k) => (k + 1) * READ_BACK_PAGE);
  let short = false;
  for (const offset of offsets) {
    const next = await page(offset);
    rows.push(...next.rows);
    if (!counted && next.rows.length < READ_BACK_PAGE) {
      short = true;
      break;
    }
  }
  const complete = short || (counted && offsets.length + 1 >= Math.ceil(first.total / READ_BACK_PAGE));
  return { rows, listed: counted ? first.total : null, complete };
}

/** The transfers listed for the intent's accounts and window that match it, verified row by row. */
export async function readBack(intent: TReadBackIntent, window: TWindow): Promise<TReadBack> {
  const base = { from: window.from.toISOString(), to: window.to.toISOString() };
  try {
    const read = await readPages({
      debtorAccount: intent.debtorAccount,
      creditorAccount: intent.creditorAccount,
      dateTimeFrom: base.from,
      dateTimeTo: base.to,
    });
    return {
      status: "done",
      candidates: candidatesOf(read.rows, intent, window),
      complete: read.complete,
      rowsRead: read.rows.length,
      listed: read.listed,
      ...base,
      readAt: new Date().toISOString(),
    };
  } catch (err) {
    logger.warn({ err, requestId: intent.requestId }, "reading liquidity transfers back failed");
    const none = { candidates: [], complete: false, rowsRead: 0, listed: null };
    return { status: "failed", ...none, ...base, readAt: new Date().toISOString() };
  }
}

/** After a 409 DUPLICATE_REQUEST_ID: the listed transfers whose request id is ours (checked locally). */
export async function readByRequestId(requestId: string): Promise<TTransfer[]> {
  const read = await readPages({ requestId });
  return read.rows.filter((t) => t.requestId === requestId);
}
