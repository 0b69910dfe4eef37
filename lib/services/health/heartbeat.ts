import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import {
  listInstancesSeenSince,
  pruneInstances,
  recordHeartbeat,
  type TInstanceIdentity,
} from "@/lib/db/instances";
import { logger } from "@/lib/logger";
import { version } from "@/package.json";

// Each instance says it is alive every 15 seconds (docs/observability.md#instances). The System page lists
// the instances seen in the last minute: one that missed four beats is gone (stopped, or cut off from the
// database, where it cannot do its work either).

export const BEAT_MS = 15_000;
export const GONE_AFTER_MS = 4 * BEAT_MS;
const PRUNE_AFTER_MS = 24 * 60 * 60_000;

const holder = globalThis as typeof globalThis & { countersignInstance?: TInstanceIdentity };

/** This process: a random id per start, so a restart on the same host is a new instance. */
export function thisInstance(): TInstanceIdentity {
  return (holder.countersignInstance ??= {
    id: randomUUID(),
    hostname: hostname(),
    pid: process.pid,
    version,
    startedAt: new Date(),
  });
}

/** One beat: this instance's row, and the rows of instances gone for a day removed. */
export async function beat(now: Date = new Date()): Promise<void> {
  await recordHeartbeat(thisInstance(), now);
  await pruneInstances(new Date(now.getTime() - PRUNE_AFTER_MS));
}

export function startHeartbeat(): void {
  let failing = false;
  const run = () =>
    void beat().then(
      () => {
        if (failing) logger.info("heartbeat: written again");
        failing = false;
      },
      (err: unknown) => {
        // Once per failing streak: the database being away is logged by everything else too.
        if (!failing) logger.warn({ err }, "heartbeat: could not be written");
        failing = true;
      },
    );
  run();
  setInterval(run, BEAT_MS).unref();
}

export type TInstanceView = TInstanceIdentity & { lastSeenAt: Date; uptimeSeconds: number; me: boolean };

/** The instances seen in the last minute, oldest first, with their uptime. */
export async function listInstances(now: Date = new Date()): Promise<TInstanceView[]> {
  const rows = await listInstancesSeenSince(new Date(now.getTime() - GONE_AFTER_MS));
  return rows.map((r) => ({
    ...r,
    uptimeSeconds: Math.max(0, Math.round((now.getTime() - r.startedAt.getTime()) / 1000)),
    me: r.id === thisInstance().id,
  }));
}
