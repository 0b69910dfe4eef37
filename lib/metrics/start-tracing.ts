import { trace } from "@opentelemetry/api";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from "@opentelemetry/sdk-trace-node";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { NextRootSpanOnly } from "./next-root-span-only";

// The tracer provider (docs/observability.md#traces): spans are batched and sent over OTLP/HTTP to the
// collector at `endpoint` (its /v1/traces). Started once per process, before any request, from
// lib/startup.ts; never when no endpoint is configured, so nothing is sent anywhere by default.

const KEY = Symbol.for("countersign.tracing.provider");
type TGlobal = typeof globalThis & { [KEY]?: NodeTracerProvider };

export function startTracing(opts: {
  endpoint: string;
  serviceName: string;
  version: string;
  exporter?: SpanExporter;
}) {
  const g = globalThis as TGlobal;
  if (g[KEY]) return g[KEY];
  const exporter =
    opts.exporter ?? new OTLPTraceExporter({ url: new URL("v1/traces", withSlash(opts.endpoint)).href });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": opts.serviceName, "service.version": opts.version }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // register() sets the context manager and the propagators (W3C traceparent, baggage) with the provider;
  // the provider is then put behind the filter that keeps Next.js to one span per request.
  provider.register();
  trace.disable();
  trace.setGlobalTracerProvider(new NextRootSpanOnly(provider));
  g[KEY] = provider;
  return provider;
}

const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
