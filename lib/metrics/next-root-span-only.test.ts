import { context, propagation, ROOT_CONTEXT, type Span } from "@opentelemetry/api";
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { NextRootSpanOnly } from "./next-root-span-only";

// Next.js keeps one span per request; everything inside it is ours, and nothing is left without its parent.
describe("NextRootSpanOnly", () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  provider.register(); // the context manager and the W3C propagator, as in start-tracing.ts
  const tracers = new NextRootSpanOnly(provider);
  const next = tracers.getTracer("next.js", "16");
  const ours = tracers.getTracer("countersign");
  beforeEach(() => exporter.reset());
  afterAll(() => provider.shutdown());

  const inSpan = <T>(tracer: typeof next, name: string, fn: (span: Span) => T): T =>
    tracer.startActiveSpan(name, (span) => {
      try {
        return fn(span);
      } finally {
        span.end();
      }
    });

  it("records Next's request span, passes through its inner ones, and parents ours to the nearest recorded span", () => {
    inSpan(next, "GET /api/payments", () =>
      inSpan(next, "executing api route", () =>
        inSpan(ours, "route GET /api/payments", () =>
          inSpan(next, "fetch inside ours", () => inSpan(ours, "platform gateway GET /v2/payments", () => 1)),
        ),
      ),
    );
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name).sort()).toEqual([
      "GET /api/payments",
      "platform gateway GET /v2/payments",
      "route GET /api/payments",
    ]);
    const byName = new Map(spans.map((s) => [s.name, s]));
    const request = byName.get("GET /api/payments")!;
    const route = byName.get("route GET /api/payments")!;
    const platform = byName.get("platform gateway GET /v2/payments")!;
    expect(request.parentSpanContext).toBeUndefined();
    expect(route.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(platform.parentSpanContext?.spanId).toBe(route.spanContext().spanId);
    expect(new Set(spans.map((s) => s.spanContext().traceId)).size).toBe(1);
  });

  it("records the request's span under a caller's traceparent, in the caller's trace", () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const remote = propagation.extract(ROOT_CONTEXT, {
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
    });
    context.with(remote, () => inSpan(next, "POST /approvals", () => inSpan(next, "render", () => 1)));
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name)).toEqual(["POST /approvals"]);
    expect(spans[0]!.spanContext().traceId).toBe(traceId);
    expect(spans[0]!.parentSpanContext?.spanId).toBe("00f067aa0ba902b7");
  });

  it("hands Next the same tracer each time, so Next instruments it once", () => {
    expect(tracers.getTracer("next.js", "16")).toBe(next);
    expect(tracers.getTracer("countersign")).toBe(ours);
  });

  it("ending a pass-through ends nothing: the parent is still recording", () => {
    inSpan(next, "request", (request) => {
      inSpan(next, "inner", () => 1);
      expect(request.isRecording()).toBe(true);
    });
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(["request"]);
  });
});
