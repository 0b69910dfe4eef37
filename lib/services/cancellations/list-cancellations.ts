import "server-only";
import { listInbox } from "@/lib/db/cancellations";
import type { TCancellationFilters } from "@/lib/domain/cancellations/filters";
import type { TCancellationPage } from "@/lib/domain/cancellations/cancellations";
import { toRow } from "./rows";

/** One page of the inbox under the URL's filters, newest first; `older` is the next page's cursor. */
export async function listCancellations(f: TCancellationFilters): Promise<TCancellationPage> {
  const [at, id] = f.before?.split(".") ?? [];
  const { rows, more } = await listInbox({
    status: f.status,
    direction: f.direction,
    scheme: f.scheme,
    awaiting: f.awaiting === "yes",
    before: at && id ? { at: new Date(Number(at)), id: BigInt(id) } : undefined,
    limit: f.limit,
  });
  const last = rows.at(-1);
  return {
    rows: rows.map(toRow),
    older: more && last ? `${last.firstSeenAt.getTime()}.${last.cancellationId}` : null,
    fetchedAt: new Date().toISOString(),
  };
}
