import "server-only";
import type { TPaymentCatalog } from "@/lib/domain/payments/payments";
import { platform } from "../platform/registry";

// The status and type lists the filters pick from: the platform's own (the only source of the ids its
// filters take), or, when it has no such operation, the classifiers the interface lists, without ids
// (lib/providers/gateway/stated-catalog.ts). They change rarely, so they are read once and kept for a
// while; a failed read is not kept.

const TTL_MS = 10 * 60_000;
let cached: { at: number; value: Promise<TPaymentCatalog> } | undefined;

export function paymentCatalog(now = Date.now()): Promise<TPaymentCatalog> {
  if (!cached || now - cached.at > TTL_MS) {
    const { gateway } = platform();
    const value = Promise.all([gateway.listStatuses(), gateway.listTypes()]).then(([statuses, types]) => ({
      statuses,
      types,
    }));
    const entry = { at: now, value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.value;
}

/** For tests: forget the kept lists. */
export function forgetPaymentCatalog() {
  cached = undefined;
}
