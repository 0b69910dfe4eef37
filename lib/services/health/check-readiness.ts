import "server-only";
import { pingDatabase } from "@/lib/db/ping";
import { changeListener } from "@/lib/live/listener";

// Readiness (docs/observability.md#health): may this instance take traffic? It needs the database (every
// page and action) and its LISTEN connection (live queues). Liveness only says the process answers; a
// load balancer takes an unready instance out of rotation, an orchestrator restarts a dead one.

const LISTEN_WAIT_MS = 2_000;

export type TReadiness = { ready: boolean; checks: { database: "up" | "down"; listen: "up" | "down" } };

function within<T>(promise: Promise<T>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(): Promise<TReadiness> {
  const [database, listen] = await Promise.all([
    pingDatabase(),
    within(changeListener.ensureConnected(), LISTEN_WAIT_MS),
  ]);
  const checks = { database: up(database), listen: up(listen) } as const;
  return { ready: database && listen, checks };
}

const up = (ok: boolean) => (ok ? "up" : "down");
