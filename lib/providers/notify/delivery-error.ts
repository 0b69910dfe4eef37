// Why one attempt to deliver a notification failed. `reason` is a short fixed word (the failures metric's
// label); `message` is what the outbox row keeps as last_error, so it never carries a webhook URL or SMTP
// credentials; `final` says retrying cannot help (a refused URL, a rejected recipient).

export type TDeliveryFailureReason =
  | "user_disabled"
  | "smtp_not_configured"
  | "smtp_rejected"
  | "smtp_error"
  | "no_webhook_url"
  | "webhook_url_refused"
  | "webhook_address_refused"
  | "webhook_http_4xx"
  | "webhook_http_5xx"
  | "timeout"
  | "connection";

export class DeliveryError extends Error {
  constructor(
    readonly reason: TDeliveryFailureReason,
    message: string,
    readonly final = false,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}
