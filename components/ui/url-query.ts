// The URL is the view (docs/pages.md#the-url-is-the-view): a list page's filters, page and order live in its
// query string, in one canonical form (known keys only, sorted, empty and invalid values dropped) that is
// both the TanStack Query key and the API route's query. These are the pieces every list page's URL file
// shares.

export type TSearch = URLSearchParams | Record<string, string | string[] | undefined>;

/** The first value of each of `keys`; anything else in the URL is ignored. */
export function firstParams(search: TSearch, keys: readonly string[]): Record<string, string> {
  const get = (k: string) => {
    const v = search instanceof URLSearchParams ? search.get(k) : search[k];
    return Array.isArray(v) ? v[0] : (v ?? undefined);
  };
  return Object.fromEntries(keys.flatMap((k) => (get(k) ? [[k, get(k)!]] : [])));
}

const sorted = (entries: Iterable<[string, string]>) =>
  new URLSearchParams([...entries].sort(([a], [b]) => a.localeCompare(b))).toString();

/** The canonical query of `raw` without the parameters named in `invalid`. */
export function canonicalQuery(raw: Record<string, string>, invalid: Iterable<string> = []): string {
  const bad = new Set(invalid);
  return sorted(Object.entries(raw).filter(([k]) => !bad.has(k)));
}

/** `query` with some parameters set or removed (null), in canonical order. */
export function withParams(query: string, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(query);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return sorted(next.entries());
}

/**
 * Client-side navigation without a server round trip: Next.js folds history.pushState into its router, so
 * useSearchParams follows, and back/forward restore the earlier query (and its cached page).
 */
export function pushQuery(query: string) {
  window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
}
