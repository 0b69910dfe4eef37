import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

// One Prometheus registry per process (docs/observability.md). Next bundles route handlers, actions and the
// instrumentation hook separately, so a module-level registry could exist twice in one process and each
// scrape would see half the counts: the registry lives on globalThis, and each metric is made once in it.

const KEY = Symbol.for("countersign.metrics.registry");
const OFF = Symbol.for("countersign.metrics.off");
type TGlobal = typeof globalThis & { [KEY]?: Registry; [OFF]?: boolean };

/**
 * Recording off: every metric is a no-op. Start-up turns it off when METRICS_TOKEN is unset (nothing could
 * read them), so an install without Prometheus pays nothing for them.
 */
export function setMetricsRecording(on: boolean) {
  (globalThis as TGlobal)[OFF] = !on;
}

const recording = () => !(globalThis as TGlobal)[OFF];

// One object that takes every metric call and keeps nothing.
const NOOP = { inc() {}, dec() {}, set() {}, observe() {} };

export function metricsRegistry(): Registry {
  const g = globalThis as TGlobal;
  if (!g[KEY]) {
    const registry = new Registry();
    // The process's own: CPU, memory, event-loop lag, open handles (prom-client's standard names).
    collectDefaultMetrics({ register: registry, prefix: "countersign_" });
    g[KEY] = registry;
  }
  return g[KEY];
}

type TConfig<L extends string> = { name: string; help: string; labelNames: readonly L[] };

function once<M>(name: string, make: (registry: Registry) => M): M {
  if (!recording()) return NOOP as M;
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as M | undefined) ?? make(registry);
}

export const counter = <L extends string>(c: TConfig<L>) =>
  once(c.name, (registers) => new Counter<L>({ ...c, registers: [registers] }));

export const gauge = <L extends string>(c: TConfig<L>) =>
  once(c.name, (registers) => new Gauge<L>({ ...c, registers: [registers] }));

export const histogram = <L extends string>(c: TConfig<L> & { buckets: number[] }) =>
  once(c.name, (registers) => new Histogram<L>({ ...c, registers: [registers] }));
