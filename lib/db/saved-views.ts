import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";

// Saved views, always read and written through the owner's id: no query here can reach another user's rows.

const SELECT = { id: true, name: true, query: true, updatedAt: true } as const;

export function listSavedViews(userId: string, page: string) {
  return db.savedView.findMany({
    where: { userId, page },
    select: SELECT,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}

export function countSavedViews(userId: string, page: string) {
  return db.savedView.count({ where: { userId, page } });
}

export function findSavedView(userId: string, page: string, id: string) {
  return db.savedView.findFirst({ where: { id, userId, page }, select: SELECT });
}

/** Null when the user already has a view of that name on that page (the unique index decides, race-free). */
export async function createSavedView(userId: string, page: string, name: string, query: string) {
  try {
    return await db.savedView.create({ data: { userId, page, name, query }, select: SELECT });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") return null;
    throw err;
  }
}

/** Writes the view of that name, replacing its query when it exists. */
export function upsertSavedView(userId: string, page: string, name: string, query: string) {
  return db.savedView.upsert({
    where: { userId_page_name: { userId, page, name } },
    create: { userId, page, name, query },
    update: { query },
    select: SELECT,
  });
}

/** True when the user's view was deleted; false when they have none with that id. */
export async function deleteSavedView(userId: string, page: string, id: string): Promise<boolean> {
  const { count } = await db.savedView.deleteMany({ where: { id, userId, page } });
  return count === 1;
}
