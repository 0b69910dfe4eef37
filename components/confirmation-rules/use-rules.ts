"use client";

import { useQuery } from "@tanstack/react-query";
import type {
  TRuleSetVersion,
  TRuleSetVersionList,
} from "@/lib/domain/confirmation-rules/confirmation-rules";
import { readJson } from "@/lib/read-json";

export const rulesKeys = {
  all: ["confirmation-rules"] as const,
  current: ["confirmation-rules", "current"] as const,
  versions: ["confirmation-rules", "versions"] as const,
  version: (n: number) => ["confirmation-rules", "version", n] as const,
};

/** The set in force, or none yet (version null, no rules). */
export type TCurrentRules = TRuleSetVersion | { version: null; rules: [] };

export function useCurrentRules() {
  return useQuery({
    queryKey: rulesKeys.current,
    queryFn: ({ signal }) => readJson<TCurrentRules>("/api/confirmation-rules", signal),
    // An editor must not be re-derived under the person's hands: the draft keeps its own base version, and
    // a stale one is caught by the save (conflict), so no focus refetch is needed here.
    refetchOnWindowFocus: false,
  });
}

export function useRuleVersions() {
  return useQuery({
    queryKey: rulesKeys.versions,
    queryFn: ({ signal }) =>
      readJson<TRuleSetVersionList>("/api/confirmation-rules/versions", signal).then((b) => b.versions),
  });
}

export function useRuleVersion(version: number | null) {
  return useQuery({
    queryKey: rulesKeys.version(version ?? 0),
    queryFn: ({ signal }) =>
      readJson<TRuleSetVersion>(`/api/confirmation-rules/versions?version=${version}`, signal),
    enabled: version !== null,
    staleTime: Infinity, // a saved version never changes
  });
}
