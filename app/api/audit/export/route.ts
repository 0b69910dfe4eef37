import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { ZAuditFilters } from "@/lib/schemas/audit-filters";
import { exportAuditCsv } from "@/lib/services/audit/export-audit-csv";
import { recordExport } from "@/lib/services/audit/record-export";

export const dynamic = "force-dynamic";

// GET /api/audit/export?action=…&actor=…&outcome=…&from=…&to=… → CSV of every matching audit row.
export const GET = guardRoute("audit.view", async (req, ctx) => {
  const parsed = ZAuditFilters.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!parsed.success) {
    return errorResponse({
      code: "invalid_input",
      message: "The filters are not valid.",
      fieldErrors: fieldErrorsOf(parsed.error),
      requestId: ctx.requestId,
    });
  }
  await recordExport("audit", parsed.data, ctx);
  const stamp = new Date().toISOString().replaceAll(":", "-").slice(0, 19);
  return new Response(exportAuditCsv(parsed.data), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="countersign-audit-${stamp}Z.csv"`,
      "cache-control": "no-store",
    },
  });
});
