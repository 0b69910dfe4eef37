import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import { Agent, fetch, type Response } from "undici";
import { DeliveryError } from "./delivery-error";
import { isLoopbackAddress, isPublicAddress } from "./public-address";

// A Slack- or Teams-compatible incoming webhook: both accept a JSON body with `text`. The URL is a secret
// (whoever holds it can post to the channel): it is never logged nor put in an error message. The
// idempotency key is the outbox row's, for a receiver that can drop a post it has seen.
//
// The URL is the user's, and its host name is checked when saved, but a public name can resolve to an
// address inside our network (cloud metadata, a database, an admin page). So the address is checked where
// the connection is made: the Agent's lookup refuses a name that resolves to any address that is not public
// and hands the socket the very addresses it checked, so a second resolution cannot swap them
// (docs/notifications.md#delivery). undici's own fetch goes with undici's own Agent: Node's global fetch
// does not take this package's Agent.

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The only hosts that may be plain http, and reach this machine: a local relay, the tests' sink. */
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

export type TResolvedAddress = { address: string; family: number };
/** dns.lookup with `all: true`; a test passes its own, so no name is looked up and nothing reached. */
export type TResolve = (
  hostname: string,
  options: { family?: number; hints?: number },
) => Promise<readonly TResolvedAddress[]>;

export type TPostWebhook = (
  rawUrl: string,
  text: string,
  idempotencyKey: string,
  timeoutMs?: number,
) => Promise<void>;

/** Thrown by the lookup, so that fetch's "fetch failed" carries it as its cause. */
class AddressRefusedError extends Error {
  readonly code = "ERR_WEBHOOK_ADDRESS_REFUSED";
  constructor() {
    super("the host resolves to an address that is not public");
  }
}

const refused = () =>
  new DeliveryError("webhook_address_refused", "the webhook's host is not a public address", true);

/**
 * A lookup for net.connect and tls.connect. Node calls it with `all: true` when it tries several addresses
 * (autoSelectFamily, on by default) and without otherwise; either way it resolves once, refuses when any
 * address fails the check (the socket could try any of them), and answers with the checked addresses.
 * `localhost` is the loopback exception: it must resolve to loopback only.
 */
export function guardedLookup(resolve: TResolve): LookupFunction {
  return (hostname, options, callback) => {
    const allowed = hostname === "localhost" ? isLoopbackAddress : isPublicAddress;
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    resolve(hostname, { family, hints: options.hints }).then(
      (found) => {
        if (!found.every((a) => allowed(a.address))) return callback(new AddressRefusedError(), "", 0);
        const usable = family ? found.filter((a) => a.family === family) : [...found];
        const first = usable[0];
        // Node's multi-address connect reads the first entry of what it gets: never hand it an empty list.
        if (!first) return callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), "", 0);
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
}

const systemResolve: TResolve = (hostname, options) => dnsLookup(hostname, { ...options, all: true });

/** A poster with its own connection pool; `resolve` is the seam for tests. */
export function createWebhookPoster(deps: { resolve?: TResolve } = {}): {
  post: TPostWebhook;
  close(): Promise<void>;
} {
  const agent = new Agent({ connect: { lookup: guardedLookup(deps.resolve ?? systemResolve) } });
  const post: TPostWebhook = async (rawUrl, text, idempotencyKey, timeoutMs = WEBHOOK_TIMEOUT_MS) => {
    if (!webhookUrlAllowed(rawUrl))
      throw new DeliveryError("webhook_url_refused", "the webhook URL is not https", true);
    // An address in the URL goes to the socket without a lookup: it is checked here instead.
    const host = new URL(rawUrl).hostname;
    const literal = host.startsWith("[") ? host.slice(1, -1) : host;
    if (isIP(literal) && !LOOPBACK.has(host) && !isPublicAddress(literal)) throw refused();
    let res: Response;
    try {
      res = await fetch(rawUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
        body: JSON.stringify({ text }),
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
        dispatcher: agent,
      });
    } catch (err) {
      if (causedByRefusal(err)) throw refused();
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
  };
  return { post, close: () => agent.close() };
}

function causedByRefusal(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (e instanceof AddressRefusedError) return true;
  return false;
}

// One pool for the process, made on first use so that importing costs nothing.
let shared: ReturnType<typeof createWebhookPoster> | undefined;

export function postWebhook(
  rawUrl: string,
  text: string,
  idempotencyKey: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  shared ??= createWebhookPoster();
  return shared.post(rawUrl, text, idempotencyKey, timeoutMs);
}
