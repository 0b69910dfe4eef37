import "server-only";
import { db } from "./client";

// Saved views, always read and written through the owner's id: no query here can reach another user's rows.

const SELECT = { id: true, name: true, query: true, updatedAt: true } as const;

export function listSavedViews(userId: string, page: string) {
  return db.savedView.findMany({
    where: { userId, page },
    select: SELECT,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}

export function findSavedView(userId: string, page: string, id: string) {
  return db.savedView.findFirst({ where: { id, userId, page }, select: SELECT });
}

export type TSaveWithinCap =
  | { outcome: "saved"; view: { id: string; name: string; query: string; updatedAt: Date } }
  | { outcome: "exists" }
  | { outcome: "full" };

/**
 * Saves the view of that name: a new one only while the user has fewer than `max` on the page, an existing
 * one only with `replace` (else "exists"). One transaction under a lock per user and page, so neither a
 * replace of a name not yet used nor two saves at once can pass the cap.
 */
export function saveViewWithinCap(
  v: { userId: string; page: string; name: string; query: string; replace: boolean },
  max: number,
): Promise<TSaveWithinCap> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`saved_views:${v.userId}:${v.page}`}, 0))`;
    const key = { userId_page_name: { userId: v.userId, page: v.page, name: v.name } };
    const existing = await tx.savedView.findUnique({ where: key, select: { id: true } });
    if (existing) {
      if (!v.replace) return { outcome: "exists" };
      const view = await tx.savedView.update({ where: key, data: { query: v.query }, select: SELECT });
      return { outcome: "saved", view };
    }
    if ((await tx.savedView.count({ where: { userId: v.userId, page: v.page } })) >= max) {
      return { outcome: "full" };
    }
    const view = await tx.savedView.create({
      data: { userId: v.userId, page: v.page, name: v.name, query: v.query },
      select: SELECT,
    });
    return { outcome: "saved", view };
  });
}

/** True when the user's view was deleted; false when they have none with that id. */
export async function deleteSavedView(userId: string, page: string, id: string): Promise<boolean> {
  const { count } = await db.savedView.deleteMany({ where: { id, userId, page } });
  return count === 1;
}
