import "server-only";
import { DELIVERY_KINDS } from "@/lib/schemas/event-filters";

// One URL receives every kind of notification. The sandbox names the kind in `<prefix>-event-type`
// (sandbox/README.md, assumptions); the real platform may not, so the body's shape decides otherwise:
// the two documented bodies (provider-api.md) have distinctive fields, the others carry `event`.

/** The kinds Countersign handles (UNKNOWN aside): one list, shared with the Events page's filters. */
export const WEBHOOK_KINDS = DELIVERY_KINDS.filter((k) => k !== "UNKNOWN");
export type TWebhookKind = (typeof DELIVERY_KINDS)[number];

const isKind = (value: unknown): value is TWebhookKind =>
  typeof value === "string" && (WEBHOOK_KINDS as readonly string[]).includes(value);

export function classifyKind(headerValue: string | null, body: unknown): TWebhookKind {
  if (isKind(headerValue)) return headerValue;
  if (!body || typeof body !== "object" || Array.isArray(body)) return "UNKNOWN";
  const b = body as Record<string, unknown>;
  if (isKind(b.event)) return b.event;
  if ("cancellationId" in b && "status" in b) return "CANCELLATION_STATUS";
  if ("trx_id" in b && "status" in b) return "PAYMENT_STATUS";
  return "UNKNOWN";
}
