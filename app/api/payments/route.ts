import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { parsePaymentFilters } from "@/lib/schemas/payment-filters";
import { listPayments } from "@/lib/services/payments/list-payments";

export const dynamic = "force-dynamic";

// GET /api/payments?<filters of lib/schemas/payment-filters.ts>&limit=…&next|prev=…
// → TPaymentPage { rows, next, prev, api }: one page of the platform's payment search.
export const GET = guardRoute("payments.view", async (req, ctx) => {
  const parsed = parsePaymentFilters(req.nextUrl.searchParams);
  if (!parsed.success) {
    return errorResponse({
      code: "invalid_input",
      message: "The filters are not valid.",
      fieldErrors: fieldErrorsOf(parsed.error),
      requestId: ctx.requestId,
    });
  }
  return Response.json(await listPayments(parsed.data), { headers: { "cache-control": "no-store" } });
});
