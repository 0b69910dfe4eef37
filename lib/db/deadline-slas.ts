import "server-only";
import { DEFAULT_SLA_MINUTES, SLA_QUEUES, type TSla, type TSlaQueue } from "@/lib/domain/deadlines/deadlines";
import { db } from "./client";
import type { Prisma } from "./generated/client";

// The service-level times an administrator set (deadline_slas), each queue's default where none was saved
// (README, Deadlines).

type TClient = Pick<Prisma.TransactionClient, "deadlineSla">;

/** Every queue's service level, saved or default, in SLA_QUEUES order. */
export async function readSlas(client: TClient = db): Promise<TSla[]> {
  const rows = await client.deadlineSla.findMany();
  const saved = new Map(rows.map((r) => [r.queue, r]));
  return SLA_QUEUES.map((queue) => {
    const row = saved.get(queue);
    return row
      ? { queue, minutes: row.minutes, updatedBy: row.updatedBy, updatedAt: row.updatedAt.toISOString() }
      : { queue, minutes: DEFAULT_SLA_MINUTES[queue], updatedBy: null, updatedAt: null };
  });
}

/** The minutes per queue, for computing deadlines. */
export async function readSlaMinutes(client: TClient = db): Promise<Record<TSlaQueue, number>> {
  const slas = await readSlas(client);
  return Object.fromEntries(slas.map((s) => [s.queue, s.minutes])) as Record<TSlaQueue, number>;
}

export function writeSla(tx: TClient, queue: TSlaQueue, minutes: number, updatedBy: string) {
  return tx.deadlineSla.upsert({
    where: { queue },
    create: { queue, minutes, updatedBy },
    update: { minutes, updatedBy, updatedAt: new Date() },
  });
}
