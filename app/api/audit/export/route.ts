import { guardRoute } from "@/lib/auth/guard-route";
import { lastValues } from "@/lib/auth/route-input";
import { ZAuditFilters } from "@/lib/domain/audit/filters";
import { exportAuditCsv } from "@/lib/services/audit/export-audit-csv";
import { recordExport } from "@/lib/services/audit/record-export";

export const dynamic = "force-dynamic";

// GET /api/audit/export?action=…&actor=…&outcome=…&from=…&to=… → CSV of every matching audit row.
export const GET = guardRoute(
  "audit.view",
  lastValues(ZAuditFilters),
  async (filters, ctx) => {
    await recordExport("audit", filters, ctx);
    const stamp = new Date().toISOString().replaceAll(":", "-").slice(0, 19);
    return new Response(exportAuditCsv(filters), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="countersign-audit-${stamp}Z.csv"`,
        "cache-control": "no-store",
      },
    });
  },
  { message: "The filters are not valid." },
);
