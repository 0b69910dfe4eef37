// The Liquidity URL is the view (docs/pages.md#the-url-is-the-view): filters, page position and size, order.
// The canonical query (lib/schemas/liquidity-filters.ts) is the TanStack Query key and the routes' query.

export const FILTER_LABELS: Record<string, string> = {
  status: "Status",
  from: "Created from",
  to: "Created to",
  debtorAccount: "Debtor account",
  creditorAccount: "Creditor account",
  requestId: "Request id",
  limit: "Rows per page",
  offset: "Page position",
  sort: "Order",
};

export const labelOf = (key: string) => FILTER_LABELS[key] ?? key;

export { pushQuery } from "@/components/ui/url-query";
