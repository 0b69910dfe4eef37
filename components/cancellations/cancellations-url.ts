import { INBOX_FILTER_KEYS, parseCancellationFiltersLenient } from "@/lib/schemas/cancellations";

// The URL is the view (ui.md): filters, page size and the paging cursor live in the query string. The server
// page and the client table derive the same canonical query from it, which is both the TanStack Query key
// and what GET /api/cancellations is asked, so the server's first page is the client's initial data.

const URL_KEYS = [...INBOX_FILTER_KEYS, "before"] as const;

type TSearch = URLSearchParams | Record<string, string | string[] | undefined>;

/** The first value of every known parameter; anything else in the URL is ignored. */
export function rawParams(search: TSearch): Record<string, string> {
  const get = (k: string) => {
    const v = search instanceof URLSearchParams ? search.get(k) : search[k];
    return Array.isArray(v) ? v[0] : (v ?? undefined);
  };
  return Object.fromEntries(URL_KEYS.flatMap((k) => (get(k) ? [[k, get(k)!]] : [])));
}

/** Sorted, empty and invalid parameters dropped (and named, so the page can say what it ignored). */
export function viewQuery(search: TSearch): { query: string; invalid: string[] } {
  const raw = rawParams(search);
  const { invalid } = parseCancellationFiltersLenient(raw);
  const kept = Object.entries(raw)
    .filter(([k]) => !invalid.includes(k))
    .sort(([a], [b]) => a.localeCompare(b));
  return { query: new URLSearchParams(kept).toString(), invalid };
}

/** `query` with some parameters set or removed (null). */
export function withParams(query: string, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(query);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return new URLSearchParams([...next.entries()].sort(([a], [b]) => a.localeCompare(b))).toString();
}

/** True when the query narrows the inbox (a cursor or page size alone does not). */
export function hasFilters(query: string): boolean {
  const q = new URLSearchParams(query);
  return INBOX_FILTER_KEYS.some((k) => k !== "limit" && q.has(k));
}

/** Client-side navigation: Next folds history.pushState into its router, so back and forward work. */
export function pushQuery(query: string) {
  window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
}
