import "server-only";
import type { TFilterFamily } from "@/lib/domain/payments/notices";

// What the payment searches learned about this platform at run time (docs/platform.md): which filters a
// search version did not apply, and that the v3 list answered in a shape Countersign does not know. Kept
// for a while, then asked again: every filtered page is still checked, so a platform that changes is
// noticed either way. Per process; each instance learns on its own.

export const IGNORED_FILTER_TTL_MS = 60 * 60_000;
export const V3_SHAPE_TTL_MS = 10 * 60_000;

export type TSearchApi = "v3" | "v2";

export function createSearchMemory(clock: () => number = Date.now) {
  const ignored: Record<TSearchApi, Map<TFilterFamily, number>> = { v3: new Map(), v2: new Map() };
  let v3UnreadableUntil = 0;
  return {
    /** The filters `api` was seen not to apply, within the last IGNORED_FILTER_TTL_MS. */
    ignored(api: TSearchApi): Set<TFilterFamily> {
      const now = clock();
      for (const [family, until] of ignored[api]) if (until <= now) ignored[api].delete(family);
      return new Set(ignored[api].keys());
    },
    noteIgnored(api: TSearchApi, families: Iterable<TFilterFamily>) {
      for (const family of families) ignored[api].set(family, clock() + IGNORED_FILTER_TTL_MS);
    },
    /** True while the v3 list's last answer did not parse as the summary Countersign assumes. */
    v3Unreadable: () => clock() < v3UnreadableUntil,
    noteV3Unreadable() {
      v3UnreadableUntil = clock() + V3_SHAPE_TTL_MS;
    },
  };
}

export type TSearchMemory = ReturnType<typeof createSearchMemory>;
