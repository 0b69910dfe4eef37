import { isDeepStrictEqual } from "node:util";
import type { TRule } from "@/lib/domain/confirmation-rules/confirmation-rules";

// What a save changed, for its audit row: rules are matched by their id (stable across versions), named by
// their new name. Only names, never the conditions themselves: the full set is in the version's own row.

export type TRuleChanges = {
  added: string[];
  removed: string[];
  /** Conditions, outcome, name or switched on/off. */
  changed: string[];
  /** Whether the rules kept in both versions are in another order (order decides which rule wins). */
  reordered: boolean;
};

export function summariseChanges(before: readonly TRule[], after: readonly TRule[]): TRuleChanges {
  const old = new Map(before.map((r) => [r.id, r]));
  const kept = new Set(after.filter((r) => old.has(r.id)).map((r) => r.id));
  const order = (rules: readonly TRule[]) => rules.filter((r) => kept.has(r.id)).map((r) => r.id);
  return {
    added: after.filter((r) => !old.has(r.id)).map((r) => r.name),
    removed: before.filter((r) => !kept.has(r.id)).map((r) => r.name),
    changed: after.filter((r) => old.has(r.id) && !isDeepStrictEqual(old.get(r.id), r)).map((r) => r.name),
    reordered: !isDeepStrictEqual(order(before), order(after)),
  };
}
