"use client";

import { useRouter } from "next/navigation";
import { Callout } from "@/components/ui/callout";
import { NEW_PAYMENT_HREF } from "@/components/drafts/drafts-url";
import { Kbd } from "@/components/ui/kbd";
import { ListView } from "@/components/ui/list-view";
import { usePageKeys } from "@/components/ui/use-page-keys";
import { useUrlState } from "@/components/ui/use-url-state";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@/lib/domain/payments/filter-keys";
import { PAYMENT_URL, withoutCursor } from "@/lib/domain/payments/url";
import type { TPaymentCatalog, TPaymentPage } from "@/lib/domain/payments/payments";
import type { TSavedView } from "@/lib/domain/payments/saved-views";
import { PaymentFiltersForm } from "./payment-filters-form";
import { PaymentNotices } from "./payment-notices";
import { PaymentsList } from "./payments-list";
import { PaymentsToolbar } from "./payments-toolbar";
import { labelOf, pageLinks, withLimit } from "./payments-url";
import { usePaymentCatalog, usePayments } from "./use-payments";

type TProps = {
  initial: { query: string; page: TPaymentPage | null };
  catalog: TPaymentCatalog | null;
  views: TSavedView[];
  /** payments.create: "n" opens New payment (the page checks it again). */
  canCreate: boolean;
};

/** The Payments page's client half: URL → canonical query → table, with filters, paging and saved views. */
export function PaymentsView({ initial, catalog: initialCatalog, views, canCreate }: TProps) {
  const router = useRouter();
  const { query, invalid, push } = useUrlState(PAYMENT_URL);
  const filters = withoutCursor(query);
  const list = usePayments(query, initial);
  const catalog = usePaymentCatalog(initialCatalog);
  const open = (id: string) => router.push(`/payments/${id}`);
  // Applying the filters in view again reads them again rather than adding a history entry.
  const navigate = (next: string) => (next === query ? void list.refetch() : push(next));
  usePageKeys({ n: canCreate ? () => router.push(NEW_PAYMENT_HREF) : undefined }, false);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <PaymentFiltersForm key={filters} query={query} catalog={catalog.data} onApply={navigate} />
      <ListView
        query={query}
        invalid={invalid}
        labelOf={labelOf}
        onNavigate={navigate}
        list={list}
        rows={{ idOf: (r) => String(r.id), attribute: "data-payment-id", onOpen: open }}
        notices={
          <>
            {catalog.isError ? (
              <Callout tone="warning">
                The platform&apos;s status and type lists could not be read, so those two filters offer
                nothing to pick: {catalog.error.message}
              </Callout>
            ) : null}
            {statedCatalog(catalog.data) && !list.data?.notices?.some((n) => n.kind === "named_here") ? (
              <Callout tone="info" data-testid="stated-catalog">
                The platform does not list its statuses and types, so the Status and Type filters offer the
                ones the interface names, and Countersign applies them itself.
              </Callout>
            ) : null}
            <PaymentNotices notices={list.data?.notices} where="page" />
            <PaymentsToolbar filters={filters} views={views} api={list.data?.api} onNavigate={navigate} />
          </>
        }
        pager={{
          label: "Payment pages",
          links: pageLinks(query, list.data),
          status:
            list.data && !list.data.prev && !list.data.next ? (
              <span className="text-muted-foreground">All matching payments are on this page.</span>
            ) : null,
          statusAfter: 3,
          // The platform lets the size change between pages, so the view keeps its position.
          pageSize: {
            id: "payments-page-size",
            value: new URLSearchParams(query).get("limit") ?? String(DEFAULT_PAGE_SIZE),
            sizes: PAGE_SIZES,
            onChange: (size) => navigate(withLimit(query, size)),
          },
        }}
        keysHint={
          <>
            {" the payment"}
            {canCreate ? (
              <>
                , <Kbd>n</Kbd> makes a new payment
              </>
            ) : null}
            .
          </>
        }
        keysTestId="list-keys"
      >
        {(props) => <PaymentsList {...props} />}
      </ListView>
    </div>
  );
}

/** True when the pickers offer the interface's names because the platform has no lists (ids unknown). */
const statedCatalog = (catalog: TPaymentCatalog | undefined) =>
  !!catalog && [...catalog.statuses, ...catalog.types].some((e) => e.id === null);
