import { readUrlState } from "@/components/ui/url-state";
import { INSTANT_URL } from "@/lib/domain/instant/confirmations";
import { type TSearch, withUrlParams } from "@/lib/domain/shared/url-state";

// The URL is the view (docs/pages.md#the-url-is-the-view): which tab, and on the Decisions tab the source
// filter and the cursor, so a copied link reproduces it and back/forward move between them. Unknown or
// malformed values are dropped.

export type TInstantTab = "queue" | "decisions";
export type TInstantUrl = { tab: TInstantTab; source: string | null; before: string | null };

export function readInstantUrl(search: TSearch): TInstantUrl {
  const { value } = readUrlState(INSTANT_URL, search);
  return { tab: value.view ?? "queue", source: value.source ?? null, before: value.before ?? null };
}

/** What GET /api/instant/decisions is asked (and the TanStack Query key): source and cursor, sorted. */
export const decisionsQuery = (view: TInstantUrl): string =>
  withUrlParams(INSTANT_URL, "", { source: view.source, before: view.before });

/** The query string of a view; the queue tab carries nothing. */
export const instantQuery = (view: TInstantUrl): string =>
  view.tab === "queue" ? "" : withUrlParams(INSTANT_URL, decisionsQuery(view), { view: "decisions" });
