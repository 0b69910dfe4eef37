import {
  context,
  trace,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerProvider,
} from "@opentelemetry/api";

// Next.js emits its own spans once a tracer provider is registered: one for the request and several
// inside it (finding the page, rendering, resolving metadata, running the route handler). The request's
// span is the "span per request" docs/observability.md#traces asks for; recording the inner ones cost about
// 0.07 ms per request more (README, Figures: bench:telemetry) and tells an operator little that our own
// spans (action, route, platform call) do not. So Next's tracer records a span only when
// nothing in this process is already tracing (the request's span, under the caller's traceparent if any);
// inside a recorded span it hands back a pass-through: a non-recording span with the parent's own ids. A
// span started under the pass-through is the parent's child, so no trace has a gap, and ending it ends
// nothing.

const NEXT_TRACER = "next.js";

export class NextRootSpanOnly implements TracerProvider {
  // Next asks for its tracer on every span it considers (several per request), and once a provider is
  // registered it instruments each tracer it is handed that it has not seen before
  // (next/dist/server/lib/router-utils/instrumentation-node-extensions.js: closures and a WeakSet entry).
  // Handing back the same tracer for the same name and version keeps that, and the inner provider's
  // string key, to two lookups. Names and versions are a handful of constants.
  private readonly tracers = new Map<string, Map<string | undefined, Tracer>>();

  constructor(private readonly inner: TracerProvider) {}

  getTracer(name: string, version?: string, options?: { schemaUrl?: string }): Tracer {
    if (options?.schemaUrl !== undefined) return this.make(name, version, options);
    let byVersion = this.tracers.get(name);
    if (!byVersion) this.tracers.set(name, (byVersion = new Map()));
    let tracer = byVersion.get(version);
    if (!tracer) byVersion.set(version, (tracer = this.make(name, version)));
    return tracer;
  }

  private make(name: string, version?: string, options?: { schemaUrl?: string }): Tracer {
    const tracer = this.inner.getTracer(name, version, options);
    return name === NEXT_TRACER ? rootSpanOnly(tracer) : tracer;
  }
}

function rootSpanOnly(inner: Tracer): Tracer {
  const startSpan = (name: string, options?: SpanOptions, ctx: Context = context.active()): Span => {
    const parent = trace.getSpanContext(ctx);
    // A remote parent (an incoming traceparent) is another process's: this request's span is recorded.
    if (parent && trace.isSpanContextValid(parent) && !parent.isRemote) return trace.wrapSpanContext(parent);
    return inner.startSpan(name, options, ctx);
  };
  // The API's overloads: (name, fn), (name, options, fn), (name, options, context, fn).
  const startActiveSpan = (name: string, ...rest: unknown[]): unknown => {
    const fn = rest[rest.length - 1] as (span: Span) => unknown;
    const options = rest.length > 1 ? (rest[0] as SpanOptions) : undefined;
    const ctx = rest.length > 2 ? (rest[1] as Context) : context.active();
    const span = startSpan(name, options, ctx);
    return context.with(trace.setSpan(ctx, span), fn, undefined, span);
  };
  return { startSpan, startActiveSpan: startActiveSpan as Tracer["startActiveSpan"] };
}
