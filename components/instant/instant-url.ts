import { DECISION_SOURCES } from "@/lib/schemas/instant-confirmations";

// The URL is the view (docs/pages.md#the-url-is-the-view): which tab, and on the Decisions tab the source
// filter and the cursor, so a copied link reproduces it and back/forward move between them. Unknown or
// malformed values are dropped.

export type TInstantTab = "queue" | "decisions";
export type TInstantUrl = { tab: TInstantTab; source: string | null; before: string | null };

type TSearch = URLSearchParams | Record<string, string | string[] | undefined>;

function first(search: TSearch, key: string): string | null {
  const v = search instanceof URLSearchParams ? search.get(key) : search[key];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

export function readInstantUrl(search: TSearch): TInstantUrl {
  const tab = first(search, "view") === "decisions" ? "decisions" : "queue";
  const source = first(search, "source");
  const before = first(search, "before");
  return {
    tab,
    source: source && (DECISION_SOURCES as readonly string[]).includes(source) ? source : null,
    before: before && /^\d+:\d+$/.test(before) ? before : null,
  };
}

/** The query string of a view; the queue tab carries nothing. */
export function instantQuery(view: TInstantUrl): string {
  if (view.tab === "queue") return "";
  const p = new URLSearchParams({ view: "decisions" });
  if (view.source) p.set("source", view.source);
  if (view.before) p.set("before", view.before);
  return p.toString();
}

/** What GET /api/instant/decisions is asked (and the TanStack Query key): source and cursor, sorted. */
export function decisionsQuery(view: TInstantUrl): string {
  const p = new URLSearchParams();
  if (view.before) p.set("before", view.before);
  if (view.source) p.set("source", view.source);
  return p.toString();
}

/** Client-side navigation: Next folds pushState into its router, so useSearchParams follows. */
export function pushInstantView(view: TInstantUrl) {
  const q = instantQuery(view);
  window.history.pushState(null, "", q ? `?${q}` : window.location.pathname);
}
