import { Construction } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

/** An honest placeholder for a page that is planned but not built: no sample rows, no fake figures. */
export function NotAvailable({ title, summary }: { title: string; summary: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="mb-4 text-lg font-semibold">
        {title}
      </h1>
      <EmptyState
        icon={Construction}
        title="Not available yet"
        description={`${summary} This page is not built yet; nothing here is data from the platform.`}
      />
    </section>
  );
}
