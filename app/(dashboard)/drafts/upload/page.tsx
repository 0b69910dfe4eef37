import type { Metadata } from "next";
import Link from "next/link";
import { BulkUpload } from "@/components/drafts/bulk-upload";
import { NEW_PAYMENT_HREF } from "@/components/drafts/drafts-url";
import { requirePage } from "@/lib/auth/require-page";

export const metadata: Metadata = { title: "Upload payments" };

// A file of up to 10,000 payments becomes one batch draft of its valid rows (docs/initiation.md#bulk).
export default async function UploadPaymentsPage() {
  await requirePage("payments.create");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-[13px] text-muted-foreground">
        <Link href="/drafts" className="text-accent underline underline-offset-4">
          Drafts
        </Link>{" "}
        / Upload payments
      </nav>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="page-title" className="text-lg font-semibold">
          Upload payments
        </h1>
        <p className="text-sm text-muted-foreground">
          One payment at a time?{" "}
          <Link href={NEW_PAYMENT_HREF} className="text-accent underline underline-offset-4">
            New payment
          </Link>
        </p>
      </div>
      <BulkUpload />
    </section>
  );
}
