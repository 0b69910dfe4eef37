import type { Metadata } from "next";
import { AuditFilters } from "@/components/audit/audit-filters";
import { AuditTable } from "@/components/audit/audit-table";
import { requirePage } from "@/lib/auth/require-page";
import { ZAuditFilters } from "@/lib/domain/audit/filters";
import { listAuditEvents } from "@/lib/services/audit/list-audit-events";

export const metadata: Metadata = { title: "Audit" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: TProps) {
  await requirePage("audit.view");
  const raw = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([k, v]) =>
      typeof v === "string" ? [[k, v]] : Array.isArray(v) && v[0] ? [[k, v[0]]] : [],
    ),
  ) as Record<string, string>;
  const parsed = ZAuditFilters.safeParse(raw);
  const filters = parsed.success ? parsed.data : ZAuditFilters.parse({});
  const page = await listAuditEvents(filters);
  const query = new URLSearchParams(Object.entries(raw).filter(([k]) => k !== "before"));
  const older = page.nextBefore ? new URLSearchParams([...query, ["before", page.nextBefore]]) : null;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex items-baseline justify-between">
        <h1 id="page-title" className="text-lg font-semibold">
          Audit
        </h1>
        <a
          className="text-sm underline underline-offset-2"
          href={`/api/audit/export?${query}`}
          download
          data-testid="audit-export"
        >
          Export CSV (all matching rows)
        </a>
      </div>
      <AuditFilters invalid={parsed.success ? null : "Some filters were not valid and were ignored."} />
      <AuditTable
        rows={page.rows}
        nextHref={older ? `?${older}` : null}
        newestHref={filters.before ? `?${query}` : null}
      />
    </section>
  );
}
