import { DeliveryError } from "./delivery-error";

// A Slack- or Teams-compatible incoming webhook: both accept a JSON body with `text`. The URL is a secret
// (whoever holds it can post to the channel): it is never logged nor put in an error message. The
// idempotency key is the outbox row's, for a receiver that can drop a post it has seen.

export const WEBHOOK_TIMEOUT_MS = 10_000;

const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** https only; plain http only to this machine (a local relay, the tests' sink): never over a network. */
export function webhookUrlAllowed(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));
}

export async function postWebhook(
  rawUrl: string,
  text: string,
  idempotencyKey: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  if (!webhookUrlAllowed(rawUrl))
    throw new DeliveryError("webhook_url_refused", "the webhook URL is not https", true);
  let res: Response;
  try {
    res = await fetch(rawUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify({ text }),
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === "TimeoutError" || name === "AbortError")
      throw new DeliveryError("timeout", "the webhook did not answer in time");
    throw new DeliveryError("connection", "the webhook could not be reached");
  }
  await res.body?.cancel().catch(() => undefined);
  if (res.ok) return;
  // 4xx (a revoked or wrong URL) will not heal by itself, except 408 and 429 (try later).
  const retry = res.status >= 500 || res.status === 408 || res.status === 429;
  throw new DeliveryError(
    res.status >= 500 ? "webhook_http_5xx" : "webhook_http_4xx",
    `the webhook answered HTTP ${res.status}`,
    !retry,
  );
}
