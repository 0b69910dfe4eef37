import "server-only";
import { gateway } from "@/lib/providers/gateway/client";
import type { TCatalogEntry } from "@/lib/schemas/payments";

// The platform's status and type lists: the only source of the ids its filters take. They change rarely
// (a new classifier value), so they are read once and kept for a while; a failed read is not kept.

const TTL_MS = 10 * 60_000;
type TCatalog = { statuses: TCatalogEntry[]; types: TCatalogEntry[] };
let cached: { at: number; value: Promise<TCatalog> } | undefined;

export function paymentCatalog(now = Date.now()): Promise<TCatalog> {
  if (!cached || now - cached.at > TTL_MS) {
    const value = Promise.all([gateway().listStatuses(), gateway().listTypes()]).then(
      ([statuses, types]) => ({
        statuses,
        types,
      }),
    );
    const entry = { at: now, value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.value;
}

/** "To sign" → its id in the platform's status list; "TO_SIGN" (a hard value) matches too. */
export async function statusIdOf(name: string): Promise<number | null> {
  const key = (s: string) => s.toUpperCase().replace(/\s+/g, "_");
  const { statuses } = await paymentCatalog();
  return statuses.find((s) => key(s.name) === key(name))?.id ?? null;
}
