import { parseOrderQueryLenient, URL_KEYS } from "@/lib/schemas/restriction-orders";

// The URL is the view (ui.md): status, page, size and sort live in the query string. The server page and
// the client table derive the same canonical query from it, which is both the TanStack Query key and what
// GET /api/restriction-orders is asked, so the server's first page is the client's initial data.

type TSearch = URLSearchParams | Record<string, string | string[] | undefined>;

/** The first value of every known parameter; anything else in the URL is ignored. */
export function rawParams(search: TSearch): Record<string, string> {
  const get = (k: string) => {
    const v = search instanceof URLSearchParams ? search.get(k) : search[k];
    return Array.isArray(v) ? v[0] : (v ?? undefined);
  };
  return Object.fromEntries(URL_KEYS.flatMap((k) => (get(k) ? [[k, get(k)!]] : [])));
}

/** Sorted, empty and invalid parameters dropped; the invalid ones named with their reason. */
export function viewQuery(search: TSearch) {
  const raw = rawParams(search);
  const { query: parsed, invalid } = parseOrderQueryLenient(raw);
  const bad = new Set(invalid.map((i) => i.key));
  const kept = Object.entries(raw)
    .filter(([k]) => !bad.has(k))
    .sort(([a], [b]) => a.localeCompare(b));
  return { query: new URLSearchParams(kept).toString(), parsed, invalid };
}

/** `query` with some parameters set or removed (null), in canonical order. */
export function withParams(query: string, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(query);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return new URLSearchParams([...next.entries()].sort(([a], [b]) => a.localeCompare(b))).toString();
}

/** Client-side navigation: Next folds history.pushState into its router, so back and forward work. */
export function pushQuery(query: string) {
  window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
}

/** The detail's URL: the document id percent-encoded as one path segment. */
export const orderHref = (docId: string) => `/restriction-orders/${encodeURIComponent(docId)}`;
