import type { TSandboxEvent } from "../core/events";
import type { TSandboxProfile } from "../settings";
import { notificationFor, paymentStatusBody, type TNotification } from "./bodies";

// The strict profile's notifications (sandbox/README.md, Profiles): only what the interface shows.
// - A payment entering pending confirmation is a payment status webhook: the documented body with status
//   "Pending confirmation" (a status classifier of that body), never a kind of its own.
// - The bodies whose payload is not shown (MAX_HOLDING_AMOUNT_BREACHED, LIQUIDITY) carry no `event`
//   field, and no delivery has an event-type header (sender.ts): a receiver tells the kind by shape.

export function notificationIn(profile: TSandboxProfile, event: TSandboxEvent): TNotification | null {
  if (profile === "default") return notificationFor(event);
  if (event.kind === "payment.pending_confirmation")
    return { kind: "PAYMENT_STATUS", body: paymentStatusBody(event.payment, event.at) };
  const notification = notificationFor(event);
  if (!notification) return null;
  const { event: _kind, ...body } = notification.body;
  return { kind: notification.kind, body };
}
