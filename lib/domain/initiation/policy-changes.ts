import type { TPolicyOutcome, TPolicyRule } from "./policy";
import { describeOutcome, describeRule, type TWordsOptions } from "./policy-words";

// Client-safe. What saving a policy changes against the version in force: the admin's confirmation lists it
// in words, and the save's audit row keeps the names (the full policy is in the version's own row). Rules are
// matched by id, which stays across versions.

/** JSON equality whatever the key order (a stored JSONB version comes back with its keys reordered). */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v !== null && typeof v === "object"
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export type TPolicyBodyLike = { rules: readonly TPolicyRule[]; otherwise: TPolicyOutcome };

export type TPolicyChanges = {
  added: string[];
  removed: string[];
  /** Conditions, outcome or name. */
  changed: string[];
  /** The rules kept in both versions are in another order (the first match decides). */
  reordered: boolean;
  otherwise: boolean;
};

export function policyChanges(before: TPolicyBodyLike, after: TPolicyBodyLike): TPolicyChanges {
  const old = new Map(before.rules.map((r) => [r.id, r]));
  const kept = new Set(after.rules.filter((r) => old.has(r.id)).map((r) => r.id));
  const order = (rules: readonly TPolicyRule[]) => rules.filter((r) => kept.has(r.id)).map((r) => r.id);
  return {
    added: after.rules.filter((r) => !old.has(r.id)).map((r) => r.name),
    removed: before.rules.filter((r) => !kept.has(r.id)).map((r) => r.name),
    changed: after.rules.filter((r) => old.has(r.id) && !same(old.get(r.id), r)).map((r) => r.name),
    reordered: !same(order(before.rules), order(after.rules)),
    otherwise: !same(before.otherwise, after.otherwise),
  };
}

/** The changes as sentences, each new or changed rule with what it now says. */
export function describePolicyChanges(
  before: TPolicyBodyLike,
  after: TPolicyBodyLike,
  opts: TWordsOptions = {},
): string[] {
  const c = policyChanges(before, after);
  const byName = new Map(after.rules.map((r) => [r.name, r]));
  const now = (name: string) => describeRule(byName.get(name)!, opts);
  return [
    ...c.added.map((name) => `New rule “${name}”: ${now(name)}`),
    ...c.changed.map((name) => `Changed rule “${name}”: ${now(name)}`),
    ...c.removed.map((name) => `Removed rule “${name}”.`),
    ...(c.reordered ? ["The rules are in a new order (the first rule that matches decides)."] : []),
    ...(c.otherwise ? [`Otherwise: ${describeOutcome(after.otherwise)}.`] : []),
  ];
}
