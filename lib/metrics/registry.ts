import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

// One Prometheus registry per process (docs/observability.md). Next bundles route handlers, actions and the
// instrumentation hook separately, so a module-level registry could exist twice in one process and each
// scrape would see half the counts: the registry lives on globalThis, and each metric is made once in it.

const KEY = Symbol.for("countersign.metrics.registry");
type TGlobal = typeof globalThis & { [KEY]?: Registry };

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
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as M | undefined) ?? make(registry);
}

export const counter = <L extends string>(c: TConfig<L>) =>
  once(c.name, (registers) => new Counter<L>({ ...c, registers: [registers] }));

export const gauge = <L extends string>(c: TConfig<L>) =>
  once(c.name, (registers) => new Gauge<L>({ ...c, registers: [registers] }));

export const histogram = <L extends string>(c: TConfig<L> & { buckets: number[] }) =>
  once(c.name, (registers) => new Histogram<L>({ ...c, registers: [registers] }));
