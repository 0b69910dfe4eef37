import type { Metadata } from "next";
import Link from "next/link";
import { UPLOAD_HREF } from "@/components/drafts/drafts-url";
import { NewPaymentForm } from "@/components/drafts/new-payment-form";
import { requirePage } from "@/lib/auth/require-page";
import { sepaToday } from "@/lib/domain/initiation/sepa-today";
import { listOrderingAccountOptions } from "@/lib/services/initiation/list-ordering-accounts";

export const metadata: Metadata = { title: "New payment" };

// A person prepares a payment; it becomes a draft that others approve (docs/initiation.md). "Today" is the
// SEPA day, read here once so the browser's check and the server's agree on the first render.
export default async function NewPaymentPage() {
  await requirePage("payments.create");
  const accounts = await listOrderingAccountOptions();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-[13px] text-muted-foreground">
        <Link href="/drafts" className="text-accent underline underline-offset-4">
          Drafts
        </Link>{" "}
        / New payment
      </nav>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="page-title" className="text-lg font-semibold">
          New payment
        </h1>
        <p className="text-sm text-muted-foreground">
          A SEPA credit transfer or SEPA Instant payment in euro. It waits for approval by another person
          before Countersign sends it. Many at once?{" "}
          <Link href={UPLOAD_HREF} className="text-accent underline underline-offset-4">
            Upload a file
          </Link>
        </p>
      </div>
      <NewPaymentForm accounts={accounts} today={sepaToday()} />
    </section>
  );
}
