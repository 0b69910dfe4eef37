"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import type { TUrlSpec } from "@/lib/domain/shared/url-state";
import { readUrlState, type TUrlState } from "./url-state";

/**
 * Client-side navigation without a server round trip: Next.js folds history.pushState into its router, so
 * useSearchParams follows, and back/forward restore the earlier query (and its cached page).
 */
export function pushQuery(query: string) {
  window.history.pushState(null, "", query ? `?${query}` : window.location.pathname);
}

/**
 * The client half of a list's URL state: the view as the address bar has it, and `push` to move to
 * another query. Back and forward restore the earlier query, as Next folds pushState into its router.
 */
export function useUrlState<T>(spec: TUrlSpec<T>): TUrlState<T> & { push: (query: string) => void } {
  const search = useSearchParams();
  const state = useMemo(() => readUrlState(spec, search), [spec, search]);
  return { ...state, push: pushQuery };
}
