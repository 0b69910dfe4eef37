import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TPaymentSearchQuery } from "@/lib/schemas/payment-filters";
import type { TPaymentPage } from "@/lib/schemas/payments";
import { searchPayments } from "./search-payments";

/**
 * One page of the Payments search, for the page and GET /api/payments. The filters were validated before
 * they got here, so a 400 from the platform is about what Countersign cannot check itself: a page token
 * that expired, belongs to other filters, or was edited by hand (tokens are opaque and bound to the search
 * that issued them). Those become a sentence that says how to go on, not a generic platform failure.
 */
export async function listPayments(query: TPaymentSearchQuery): Promise<TPaymentPage> {
  try {
    return await searchPayments(query);
  } catch (err) {
    if (!isProviderError(err) || err.status !== 400) throw err;
    if (err.fieldErrors.some((f) => f.code === "INVALID_PAGE_TOKEN")) {
      throw new AppError(
        "invalid_input",
        "This page position is no longer valid for these filters (page links only work with the filters they were made for). Start again from the first page.",
        { cause: err },
      );
    }
    const fields = err.fieldErrors.map((f) => `${f.field}: ${f.message}`).join("; ");
    throw new AppError(
      "invalid_input",
      `The platform refused these filters${fields ? ` (${fields})` : err.platformMessage ? ` (${err.platformMessage})` : ""}.`,
      { cause: err },
    );
  }
}
