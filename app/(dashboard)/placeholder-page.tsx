import type { Metadata } from "next";
import { NotAvailable } from "@/components/shell/not-available";
import { pageByHref } from "@/lib/auth/client-safe/pages";
import { requirePage } from "@/lib/auth/require-page";

/** A page of product.md that a later issue builds: guarded like the real one, honest about its state. */
export function placeholderPage(href: string) {
  const page = pageByHref(href);
  const metadata: Metadata = { title: page.label };
  async function Page() {
    await requirePage(page.permission);
    return <NotAvailable title={page.label} summary={page.summary} />;
  }
  return { metadata, Page };
}
