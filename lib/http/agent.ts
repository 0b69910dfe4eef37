import "server-only";

import { Agent, type Dispatcher } from "undici";

export interface THttpAgentOptions {
  /** Sockets per origin; extra requests queue instead of opening more (the platform allow-lists our IPs, not load). */
  connections?: number;
  keepAliveTimeoutMs?: number;
  connectTimeoutMs?: number;
}

// Request deadlines are set per call in request.ts; these only bound the pool itself.
export function createHttpAgent(options: THttpAgentOptions = {}): Agent {
  return new Agent({
    connections: options.connections ?? 32,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
    keepAliveMaxTimeout: 120_000,
    connect: { timeout: options.connectTimeoutMs ?? 10_000 },
    // Platform responses are small JSON documents; a runaway body is a fault, not data.
    maxResponseSize: 10 * 1024 * 1024,
  });
}

// One agent for the whole server process: a pool of keep-alive connections per origin
// (gateway, ledger, restriction, token server). Created lazily so importing costs nothing.
let shared: Agent | undefined;

export function getHttpAgent(): Dispatcher {
  shared ??= createHttpAgent();
  return shared;
}

/** For shutdown and tests; the next call to getHttpAgent() starts a fresh pool. */
export async function closeHttpAgent(): Promise<void> {
  const agent = shared;
  shared = undefined;
  await agent?.close();
}
