import "server-only";
import { db } from "./client";

/** Changes after `afterId`, oldest first, for a stream that reconnects with Last-Event-ID. */
export function changesAfter(afterId: bigint, topics: string[], limit: number) {
  return db.changeEvent.findMany({
    where: { id: { gt: afterId }, topic: { in: topics } },
    orderBy: { id: "asc" },
    take: limit,
  });
}

/**
 * Changes recorded at or after `since`, oldest first: a freshly opened page's stream replays them, because
 * they may have been committed after the page read its data but before the stream was listening.
 */
export function changesSince(since: Date, topics: string[], limit: number) {
  return db.changeEvent.findMany({
    where: { at: { gte: since }, topic: { in: topics } },
    orderBy: { id: "asc" },
    take: limit,
  });
}

export async function latestChangeId(): Promise<bigint> {
  const last = await db.changeEvent.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
  return last?.id ?? 0n;
}

/**
 * Forgets changes older than `olderThanMs`. They only serve browsers reconnecting after a short gap
 * (Last-Event-ID); one that was away longer gets a reset and refetches everything anyway.
 */
export async function pruneChangeEvents(olderThanMs: number): Promise<number> {
  const { count } = await db.changeEvent.deleteMany({
    where: { at: { lt: new Date(Date.now() - olderThanMs) } },
  });
  return count;
}
