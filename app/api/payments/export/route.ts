import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { parsePaymentFilters, rawPaymentParams } from "@/lib/schemas/payment-filters";
import { recordExport } from "@/lib/services/audit/record-export";
import { openPaymentsCsvExport } from "@/lib/services/payments/export-payments-csv";

export const dynamic = "force-dynamic";

// GET /api/payments/export?<the Payments page's filters> → CSV of every matching payment, streamed through
// the platform's cursors. The page's own cursor and size are dropped: the export is all rows, not the page.
export const GET = guardRoute("payments.view", async (req, ctx) => {
  const search = new URLSearchParams(req.nextUrl.searchParams);
  for (const paging of ["next", "prev", "limit"]) search.delete(paging);
  const parsed = parsePaymentFilters(search);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const [field, message] = Object.entries(fieldErrors)[0] ?? ["", ""];
    return errorResponse({
      code: "invalid_input",
      message: `The filters are not valid${field ? ` (${field}: ${message})` : ""}. Nothing was exported.`,
      fieldErrors,
      requestId: ctx.requestId,
    });
  }
  // Platform errors on the first page (a refused filter, an unreachable platform) throw here: guardRoute
  // answers them as JSON before any CSV byte is sent.
  const body = await openPaymentsCsvExport(parsed.data, { requestId: ctx.requestId });
  await recordExport("payments", rawPaymentParams(search), ctx);
  const stamp = new Date().toISOString().replaceAll(":", "-").slice(0, 19);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="countersign-payments-${stamp}Z.csv"`,
      "cache-control": "no-store",
      // Ask proxies not to buffer: the rows should reach the browser as they are read.
      "x-accel-buffering": "no",
    },
  });
});
