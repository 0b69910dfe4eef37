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

export const NO_FAULTS: TFaults = { latencyMs: 0, errorRate: 0, dropRate: 0, webhookUnreachable: false };

export function createContext(config: TSandboxConfig): TSandboxContext {
  return {
    config,
    features: structuredClone(config.features),
    faults: { ...NO_FAULTS },
    store: new SandboxStore(),
    clock: new SandboxClock(),
    events: new SandboxEvents(),
    rng: createRng(config.seed),
  };
}
