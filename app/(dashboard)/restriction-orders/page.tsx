import type { Metadata } from "next";
import { OrdersView } from "@/components/restriction-orders/orders-view";
import { readUrlState } from "@/components/ui/url-state";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { ORDERS_URL } from "@/lib/domain/restriction-orders/url";
import { listRestrictionOrders } from "@/lib/services/restriction-orders/list-orders";

export const metadata: Metadata = { title: "Restriction orders" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The first page is read here and handed to the client table as its initial data, under the same canonical
// query the table would ask GET /api/restriction-orders for. When the platform fails, the client asks again
// and shows the failure in words with a retry.
export default async function RestrictionOrdersPage({ searchParams }: TProps) {
  const user = await requirePage("restrictions.view");
  const { query, value: parsed } = readUrlState(ORDERS_URL, await searchParams);
  const result = await listRestrictionOrders(parsed);
  return (
    <section aria-labelledby="page-title" className="flex h-full flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id="page-title" className="text-lg font-semibold">
          Restriction orders
        </h1>
        <p className="text-sm text-muted-foreground">
          Block orders addressed to the bank. Confirm or reject each UNPROCESSED one here or from its page.
        </p>
      </div>
      <OrdersView
        initial={{ query, page: result.ok ? result.page : null }}
        canDecide={can(user.roles, "restrictions.decide")}
      />
    </section>
  );
}
