import { SandboxClock } from "./core/clock";
import { SandboxEvents } from "./core/events";
import { createRng, type TRng } from "./core/rng";
import type { TSandboxConfig, TTenantFeatures } from "./settings";
import { SandboxStore } from "./state/store";

// What every route module of the sandbox gets: settings, the mutable tenant features and faults, state,
// the clock, events and a seeded random source.

export type TFaults = {
  /** Added before every API answer. */
  latencyMs: number;
  /** Share (0–1) of API requests answered 500. */
  errorRate: number;
  /** Share (0–1) of API requests whose connection is destroyed without an answer. */
  dropRate: number;
  /** While true, webhook deliveries fail as if Countersign were down (they are retried). */
  webhookUnreachable: boolean;
  /** The next n API writes are applied, then their connection is destroyed without an answer. */
  dropNextWrites: number;
  /** The next n API writes are answered 500 in the API's error shape, without being applied. */
  failNextWrites: number;
  /**
   * failNextWrites for one path only ("/gateway/v1/transactions/7/response": n): a test's fault that the
   * writes of tests running beside it cannot use up.
   */
  failWritesTo: Record<string, number>;
  /** Share (0–1) of API writes applied, then dropped without an answer (SANDBOX_WRITE_DROP_RATE). */
  writeDropRate: number;
};

export type TSandboxContext = {
  config: TSandboxConfig;
  features: TTenantFeatures;
  faults: TFaults;
  store: SandboxStore;
  clock: SandboxClock;
  events: SandboxEvents;
  rng: TRng;
};

/** The faults at start and after a reset: none, but the configured write drop rate. */
export const initialFaults = (config: TSandboxConfig): TFaults => ({
  latencyMs: 0,
  errorRate: 0,
  dropRate: 0,
  webhookUnreachable: false,
  dropNextWrites: 0,
  failNextWrites: 0,
  failWritesTo: {},
  writeDropRate: config.writeDropRate,
});

export function createContext(config: TSandboxConfig): TSandboxContext {
  return {
    config,
    features: structuredClone(config.features),
    faults: initialFaults(config),
    store: new SandboxStore(),
    clock: new SandboxClock(),
    events: new SandboxEvents(),
    rng: createRng(config.seed),
  };
}
