import "server-only";
import { listSavedViews as listRows } from "@/lib/db/saved-views";
import type { TSavedView, TSavedViewPage } from "@/lib/domain/payments/saved-views";

type TRow = { id: string; name: string; query: string; updatedAt: Date };

export const toSavedView = (r: TRow): TSavedView => ({
  id: r.id,
  name: r.name,
  query: r.query,
  updatedAt: r.updatedAt.toISOString(),
});

/** The user's own views of one page, by name. */
export async function listSavedViews(userId: string, page: TSavedViewPage): Promise<TSavedView[]> {
  return (await listRows(userId, page)).map(toSavedView);
}
