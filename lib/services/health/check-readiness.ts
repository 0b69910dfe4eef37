import "server-only";
import { pingDatabase } from "@/lib/db/ping";
import { changeListener } from "@/lib/live/listener";
import { platform } from "../platform/registry";

// Readiness (docs/observability.md#health): may this instance take traffic? It needs the database (every
// page and action), its LISTEN connection (live queues) and a platform token (every queue is read from the
// platform): a cached token counts, else one is asked for with a two-second wait (tokens.check). Liveness only says the process answers; a
// load balancer takes an unready instance out of rotation, an orchestrator restarts a dead one.

const LISTEN_WAIT_MS = 2_000;

type TUpDown = "up" | "down";
export type TReadiness = {
  ready: boolean;
  checks: { database: TUpDown; listen: TUpDown; platformToken: TUpDown };
};

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
  const [database, listen, token] = await Promise.all([
    pingDatabase(),
    within(changeListener.ensureConnected(), LISTEN_WAIT_MS),
    platform()
      .tokens.check()
      .catch(() => false),
  ]);
  const checks = { database: up(database), listen: up(listen), platformToken: up(token) } as const;
  return { ready: database && listen && token, checks };
}

const up = (ok: boolean) => (ok ? "up" : "down");
