import type { Metadata } from "next";
import Link from "next/link";
import { DraftsView } from "@/components/drafts/drafts-view";
import { NEW_PAYMENT_HREF, UPLOAD_HREF } from "@/components/drafts/drafts-url";
import { buttonVariants } from "@/components/ui/button-variants";
import { readUrlState } from "@/components/ui/url-state";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { DRAFTS_URL } from "@/lib/domain/initiation/drafts-list";
import { listDrafts } from "@/lib/services/initiation/list-drafts";

export const metadata: Metadata = { title: "Drafts" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The first page of the tab is read here and handed to the client list as its initial data, under the same
// canonical query the list would ask GET /api/drafts for; later pages and live refreshes go through it.
export default async function DraftsPage({ searchParams }: TProps) {
  const user = await requirePage("drafts.view");
  const { query, value } = readUrlState(DRAFTS_URL, await searchParams);
  const page = await listDrafts(user, value);
  const canCreate = can(user.roles, "payments.create");
  return (
    <section aria-labelledby="page-title" className="flex h-full flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h1 id="page-title" className="text-lg font-semibold">
          Drafts
        </h1>
        <p className="text-sm text-muted-foreground">
          Payments made in Countersign, until their approvals are in and they are sent.
        </p>
        {canCreate ? (
          <div className="flex gap-2">
            <Link
              href={UPLOAD_HREF}
              className={buttonVariants({ variant: "secondary" })}
              data-testid="upload-payments"
            >
              Upload payments
            </Link>
            <Link href={NEW_PAYMENT_HREF} className={buttonVariants()} data-testid="new-payment">
              New payment
            </Link>
          </div>
        ) : null}
      </div>
      <DraftsView initial={{ query, page }} canCreate={canCreate} />
    </section>
  );
}
