import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { queryOf, type TQuery } from "@/lib/auth/route-input";
import { ZPaymentFilters } from "@/lib/domain/payments/filters";
import { rawPaymentParams } from "@/lib/domain/payments/url";
import { recordExport } from "@/lib/services/audit/record-export";
import { openPaymentsCsvExport } from "@/lib/services/payments/export-payments-csv";

export const dynamic = "force-dynamic";

/** The page's filters without its cursor and size: the export is all rows, not the page. */
function exportParams(q: TQuery) {
  const { next: _next, prev: _prev, limit: _limit, ...filters } = rawPaymentParams(q);
  return filters;
}

// GET /api/payments/export?<the Payments page's filters> → CSV of every matching payment, streamed through
// the platform's cursors.
export const GET = guardRoute(
  "payments.view",
  z.preprocess(exportParams, ZPaymentFilters),
  async (filters, ctx, req) => {
    // Platform errors on the first page (a refused filter, an unreachable platform) throw here: guardRoute
    // answers them as JSON before any CSV byte is sent.
    const body = await openPaymentsCsvExport(filters, { requestId: ctx.requestId });
    await recordExport("payments", exportParams(queryOf(req.nextUrl.searchParams)), ctx);
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
  },
  {
    message: (fieldErrors) => {
      const [field, message] = Object.entries(fieldErrors)[0] ?? ["", ""];
      return `The filters are not valid${field ? ` (${field}: ${message})` : ""}. Nothing was exported.`;
    },
  },
);
