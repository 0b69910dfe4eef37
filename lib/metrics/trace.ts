import { SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

// Spans around Countersign's own steps (docs/observability.md#traces): each action, route, platform call and
// webhook processing step, carrying the request id, nested under Next.js's span for the request. Without a
// tracer provider (OTEL_EXPORTER_OTLP_ENDPOINT unset) @opentelemetry/api hands out no-op spans.

const tracer = () => trace.getTracer("countersign");

/**
 * Runs `fn` inside a span named `name`: the span is the active one for everything `fn` calls (so a platform
 * call made by an action is its child), ends when `fn` settles, and records a thrown error.
 */
export function withSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err instanceof Error ? err : new Error(String(err)));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Marks a span failed without an exception: an action's refusal, a platform's 4xx. */
export function failSpan(span: Span, message: string) {
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}
