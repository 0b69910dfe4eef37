"use client";

import { useQuery } from "@tanstack/react-query";
import { useInvalidateOnChange } from "@/components/live/use-live-topic";
import type { TDraftPage } from "@/lib/domain/initiation/drafts-list";
import { readJson } from "@/lib/read-json";

export const draftsKeys = {
  all: ["drafts"] as const,
  list: (query: string) => ["drafts", "list", query] as const,
};

/**
 * One page of drafts for the canonical `query`. Live: a draft made, decided or submitted ("drafts" topic)
 * refetches the page in view (a burst once), which moves a decided draft out of "Waiting for me".
 */
export function useDrafts(query: string, initial: { query: string; page: TDraftPage }) {
  useInvalidateOnChange("drafts", draftsKeys.all);
  return useQuery({
    queryKey: draftsKeys.list(query),
    queryFn: ({ signal }) => readJson<TDraftPage>(`/api/drafts?${query}`, signal),
    initialData: query === initial.query ? initial.page : undefined,
  });
}
