import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import type { TPaymentSearchQuery } from "@/lib/domain/payments/filters";
import type { TPaymentPage } from "@/lib/domain/payments/payments";
import { PAYMENT_CSV_HEADER_LINE, paymentCsvLine } from "./export-payments-csv-row";
import { isFilterRefusal, refusedFilters } from "./refused-filters";
import { searchPayments } from "./search-payments";

/** The platform's largest page: fewest calls for the same rows. */
export const EXPORT_PAGE_SIZE = 100;
/** A read is safe to repeat: a blip 500 pages into a long export should not throw the file away. */
const RETRY_DELAYS_MS = [250, 1000];

export type TExportOutcome = { outcome: "complete" | "cancelled" | "failed"; rows: number; pages: number };
export type TExportOptions = {
  search?: (query: TPaymentSearchQuery) => Promise<TPaymentPage>;
  retryDelaysMs?: readonly number[];
  requestId?: string | null;
  onEnd?: (end: TExportOutcome) => void;
};

const retryable = (err: unknown) =>
  isProviderError(err) &&
  (err.kind === "timeout" || err.kind === "connection" || (err.status !== null && err.status >= 500));

/**
 * Every payment matching `query` as CSV, read through the platform's cursors 100 at a time. The first page
 * is read before this resolves, so a refused filter or an unreachable platform is an error response rather
 * than an empty file. The rest is pulled: a page is read only when the client has taken the previous one,
 * so memory stays at about one page whatever the total, and a client that goes away (cancel) stops the
 * reads — an in-flight one finishes, and nothing after it is asked for.
 */
export async function openPaymentsCsvExport(
  query: TPaymentSearchQuery,
  opts: TExportOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const search = opts.search ?? searchPayments;
  const delays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  // The export is all rows, not the page on screen: the page's cursor and size do not apply.
  const { nextPageToken: _n, previousPageToken: _p, ...filters } = query;
  const base = { ...filters, limit: EXPORT_PAGE_SIZE };
  const state = { rows: 0, pages: 0, ended: false };

  const read = async (cursor: string | null): Promise<TPaymentPage> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await search(cursor === null ? base : { ...base, nextPageToken: cursor });
      } catch (err) {
        if (state.ended || !retryable(err) || attempt >= delays.length) throw err;
        await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
      }
    }
  };
  const end = (outcome: TExportOutcome["outcome"]) => {
    if (state.ended) return;
    state.ended = true;
    const summary = { outcome, rows: state.rows, pages: state.pages };
    logger.info({ requestId: opts.requestId, ...summary }, "payments export ended");
    opts.onEnd?.(summary);
  };

  // A refusal of the first page is the filters' fault: a 400 naming them, as the Payments page answers.
  let pending: TPaymentPage | null = await read(null).catch((err: unknown) => {
    throw isFilterRefusal(err) ? refusedFilters(err) : err;
  });
  let cursor: string | null = null;
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(PAYMENT_CSV_HEADER_LINE));
      },
      async pull(controller) {
        let page: TPaymentPage;
        try {
          page = pending ?? (await read(cursor));
        } catch (err) {
          if (state.ended) return;
          logger.warn({ err, requestId: opts.requestId, rows: state.rows }, "payments export failed midway");
          end("failed");
          // The status line went out long ago: aborting the body is how the client learns the file is cut.
          return controller.error(err);
        }
        pending = null;
        if (state.ended) return; // cancelled while the page was being read: nothing more is sent
        if (page.next !== null && page.next === cursor) {
          // A cursor that does not move would page forever: stop with what is known.
          end("failed");
          return controller.error(new Error("The platform returned the same page token twice."));
        }
        state.pages += 1;
        state.rows += page.rows.length;
        if (page.rows.length) controller.enqueue(encoder.encode(page.rows.map(paymentCsvLine).join("")));
        cursor = page.next;
        if (cursor === null) {
          end("complete");
          controller.close();
        }
      },
      cancel() {
        end("cancelled");
      },
    },
    // One chunk (one page) queued ahead of the reader at most.
    { highWaterMark: 1 },
  );
}
