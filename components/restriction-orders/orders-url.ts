import { canonicalQuery, firstParams, type TSearch } from "@/components/ui/url-query";
import { parseOrderQueryLenient, URL_KEYS } from "@/lib/schemas/restriction-orders";

// The URL is the view (docs/pages.md#the-url-is-the-view): status, page, size and sort live in the query
// string. The server page and the client table derive the same canonical query from it, which is both the
// TanStack Query key and what GET /api/restriction-orders is asked, so the server's first page is the
// client's initial data.

export { pushQuery, withParams } from "@/components/ui/url-query";

export const rawParams = (search: TSearch) => firstParams(search, URL_KEYS);

/** Sorted, empty and invalid parameters dropped; the invalid ones named with their reason. */
export function viewQuery(search: TSearch) {
  const raw = rawParams(search);
  const { query: parsed, invalid } = parseOrderQueryLenient(raw);
  return {
    query: canonicalQuery(
      raw,
      invalid.map((i) => i.key),
    ),
    parsed,
    invalid,
  };
}

/** The detail's URL: the document id percent-encoded as one path segment. */
export const orderHref = (docId: string) => `/restriction-orders/${encodeURIComponent(docId)}`;
