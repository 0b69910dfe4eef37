import type { Metadata } from "next";
import Link from "next/link";
import { NEW_PAYMENT_HREF } from "@/components/drafts/drafts-url";
import { PaymentsView } from "@/components/payments/payments-view";
import { buttonVariants } from "@/components/ui/button-variants";
import { readUrlState } from "@/components/ui/url-state";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { PAYMENT_URL } from "@/lib/domain/payments/url";
import { listPayments } from "@/lib/services/payments/list-payments";
import { paymentCatalog } from "@/lib/services/payments/payment-catalog";
import { listSavedViews } from "@/lib/services/saved-views/list-saved-views";

export const metadata: Metadata = { title: "Payments" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The first page is read here and handed to the client table as its initial data, under the same canonical
// query the table asks GET /api/payments for. A link with invalid filters still shows a page: each bad
// parameter is dropped and named. When the platform fails here, the table reads again in the browser and
// shows the route's sentence and request id, with a retry, instead of the whole page failing.
export default async function PaymentsPage({ searchParams }: TProps) {
  const user = await requirePage("payments.view");
  const { value: query, query: canonical } = readUrlState(PAYMENT_URL, await searchParams);
  const [page, catalog, views] = await Promise.all([
    listPayments(query).catch(() => null),
    paymentCatalog().catch(() => null),
    listSavedViews(user.id, "payments"),
  ]);
  // Payments made here start as a draft (docs/initiation.md): the way in is from the list too, button or "n".
  const canCreate = can(user.roles, "payments.create");
  return (
    <section aria-labelledby="page-title" className="flex h-full flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h1 id="page-title" className="text-lg font-semibold">
          Payments
        </h1>
        <p className="text-sm text-muted-foreground">Every payment on the platform, newest first.</p>
        {canCreate ? (
          <Link href={NEW_PAYMENT_HREF} className={buttonVariants()} data-testid="new-payment">
            New payment
          </Link>
        ) : null}
      </div>
      <PaymentsView
        initial={{ query: canonical, page }}
        catalog={catalog}
        views={views}
        canCreate={canCreate}
      />
    </section>
  );
}
