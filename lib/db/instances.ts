import "server-only";
import { db } from "./client";

// instances: each running instance's heartbeat (docs/observability.md#instances). A row is written only by
// its own instance; any instance deletes rows nobody has refreshed for a day.

export type TInstanceIdentity = {
  id: string;
  hostname: string;
  pid: number;
  version: string;
  startedAt: Date;
};

export function recordHeartbeat(me: TInstanceIdentity, now: Date) {
  return db.instance.upsert({
    where: { id: me.id },
    create: { ...me, lastSeenAt: now },
    update: { lastSeenAt: now },
  });
}

export function listInstancesSeenSince(since: Date) {
  return db.instance.findMany({ where: { lastSeenAt: { gte: since } }, orderBy: { startedAt: "asc" } });
}

export function pruneInstances(notSeenSince: Date) {
  return db.instance.deleteMany({ where: { lastSeenAt: { lt: notSeenSince } } });
}
