import type { TSandboxContext } from "../context";
import type { TNotification, TWebhookKind } from "./bodies";
import { WebhookKeyRing } from "./keys";
import { WebhookPoster } from "./post";
import { signatureHeaders } from "./sign";
import { notificationIn } from "./strict";

// The platform's delivery rules (docs/platform-interface.md#webhook-delivery): notifications go out in order,
// one queue per tenant; a failed one is retried until a 2xx, with exponential backoff on real timers; while
// it is retried every later one is held back. The signature timestamp is taken per attempt (it is the time of
// sending); the body bytes are fixed at enqueue, so a retry resends exactly the same body.

export type TDeliverySettings = {
  /** First backoff; it doubles after each failure up to maxMs. */
  initialMs: number;
  maxMs: number;
  /** Per attempt: no answer within it is a failure. */
  timeoutMs: number;
  /** Added to the signature timestamp, to test a receiver's tolerance window; 0 normally. */
  timestampSkewSeconds: number;
};
export const DEFAULT_SETTINGS: TDeliverySettings = {
  initialMs: 500,
  maxMs: 30_000,
  timeoutMs: 10_000,
  timestampSkewSeconds: 0,
};

/** queued: held back behind the head of its queue (or not tried yet). */
export type TDeliveryState = "queued" | "waiting-for-url" | "sending" | "retrying" | "delivered";

export type TDelivery = {
  id: number;
  tenantId: string;
  kind: TWebhookKind;
  body: Buffer;
  createdAt: string;
  state: TDeliveryState;
  attempts: number;
  lastAttemptAt?: string;
  /** The last attempts (start time, outcome), for diagnosis. */
  history: { at: string; status?: number; error?: string }[];
  lastStatus?: number;
  lastError?: string;
  nextAttemptAt?: string;
  deliveredAt?: string;
  replayOf?: number;
  /** The last backoff waited; 0 before the first failure. */
  delayMs: number;
};

type TQueue = { items: TDelivery[]; timer?: NodeJS.Timeout; inFlight?: AbortController };

const LOG_LIMIT = 500;
const HISTORY_LIMIT = 20;

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export class WebhookSender {
  readonly keys: WebhookKeyRing;
  settings: TDeliverySettings = { ...DEFAULT_SETTINGS };
  private queues = new Map<string, TQueue>();
  private log: TDelivery[] = [];
  private nextId = 1;
  private stopped = false;
  private readonly poster = new WebhookPoster();
  private readonly initialUrl: string | null;
  private readonly unsubscribe: () => void;

  constructor(private readonly ctx: TSandboxContext) {
    this.keys = new WebhookKeyRing(ctx.config.dataDir);
    this.initialUrl = ctx.config.webhookUrl;
    this.unsubscribe = ctx.events.on((event) => {
      const notification = notificationIn(ctx.config.profile, event);
      if (notification) this.enqueue(notification);
    });
  }

  enqueue(notification: TNotification, replayOf?: number): TDelivery {
    return this.add(notification.kind, Buffer.from(JSON.stringify(notification.body), "utf8"), replayOf);
  }

  /** A delivered (or queued) notification sent again, same bytes, at the end of its tenant's queue. */
  replay(id: number): TDelivery | undefined {
    const original = this.find(id);
    return original && this.add(original.kind, original.body, original.id);
  }

  find(id: number): TDelivery | undefined {
    return this.queued().find((d) => d.id === id) ?? this.log.find((d) => d.id === id);
  }

  queued(): TDelivery[] {
    return [...this.queues.values()].flatMap((q) => q.items);
  }

  delivered(): TDelivery[] {
    return [...this.log];
  }

  setUrl(url: string | null): void {
    this.ctx.config.webhookUrl = url;
    this.flush();
  }

  /** Retry now: every queue whose head waits for its backoff timer is tried at once. */
  flush(): void {
    for (const queue of this.queues.values()) {
      if (queue.timer) clearTimeout(queue.timer);
      queue.timer = undefined;
      this.kick(queue);
    }
  }

  /** Control API reset: forget queue and log, back to the configured URL and retry schedule. */
  reset(): void {
    this.dropQueues();
    this.log = [];
    this.nextId = 1;
    this.settings = { ...DEFAULT_SETTINGS };
    this.ctx.config.webhookUrl = this.initialUrl;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    this.dropQueues();
    await this.poster.close();
  }

  private add(kind: TWebhookKind, body: Buffer, replayOf?: number): TDelivery {
    const tenantId = this.ctx.config.tenantId;
    const delivery: TDelivery = {
      id: this.nextId++,
      tenantId,
      kind,
      body,
      createdAt: this.ctx.clock.nowIso(),
      state: "queued",
      attempts: 0,
      history: [],
      delayMs: 0,
      ...(replayOf !== undefined && { replayOf }),
    };
    let queue = this.queues.get(tenantId);
    if (!queue) this.queues.set(tenantId, (queue = { items: [] }));
    queue.items.push(delivery);
    this.kick(queue);
    return delivery;
  }

  /** Starts an attempt for the head of the queue unless one is running or waiting (the hold-back). */
  private kick(queue: TQueue): void {
    const head = queue.items[0];
    if (this.stopped || !head || queue.inFlight || queue.timer) return;
    if (!this.ctx.config.webhookUrl) {
      head.state = "waiting-for-url";
      return;
    }
    void this.attempt(queue, head, this.ctx.config.webhookUrl);
  }

  private async attempt(queue: TQueue, delivery: TDelivery, url: string): Promise<void> {
    const abort = new AbortController();
    queue.inFlight = abort;
    delivery.state = "sending";
    delivery.attempts += 1;
    const startedAt = this.ctx.clock.nowIso();
    delivery.lastAttemptAt = startedAt;
    delivery.nextAttemptAt = undefined;
    const result = this.ctx.faults.webhookUnreachable
      ? { ok: false, error: "ECONNREFUSED: endpoint unreachable (injected fault webhookUnreachable)" }
      : await this.poster.post(
          url,
          delivery.body,
          this.headersFor(delivery),
          this.settings.timeoutMs,
          abort.signal,
        );
    // A reset or stop during the attempt replaced this queue: the result belongs to nobody.
    if (this.queues.get(delivery.tenantId) !== queue) return;
    queue.inFlight = undefined;
    delivery.lastStatus = "status" in result ? result.status : undefined;
    delivery.lastError = result.error;
    delivery.history.push(defined({ at: startedAt, status: delivery.lastStatus, error: result.error }));
    if (delivery.history.length > HISTORY_LIMIT) delivery.history.shift();
    if (result.ok) {
      delivery.state = "delivered";
      delivery.deliveredAt = this.ctx.clock.nowIso();
      queue.items.shift();
      this.log.push(delivery);
      if (this.log.length > LOG_LIMIT) this.log.shift();
      this.kick(queue);
      return;
    }
    // Exponential backoff: initialMs, doubling, capped at maxMs; retried forever (no count is shown).
    delivery.delayMs = delivery.delayMs
      ? Math.min(delivery.delayMs * 2, this.settings.maxMs)
      : this.settings.initialMs;
    delivery.state = "retrying";
    delivery.nextAttemptAt = new Date(this.ctx.clock.now() + delivery.delayMs).toISOString();
    queue.timer = setTimeout(() => {
      queue.timer = undefined;
      this.kick(queue);
    }, delivery.delayMs).unref();
  }

  private headersFor(delivery: TDelivery): Record<string, string> {
    const prefix = this.ctx.config.signaturePrefix;
    // Wall-clock time, not the sandbox clock: the receiver compares it with its own clock (a tolerance
    // window), and advancing the sandbox clock must not make every delivery look forged.
    const timestamp = Math.floor(Date.now() / 1000) + this.settings.timestampSkewSeconds;
    const input = { body: delivery.body, tenantId: delivery.tenantId, timestamp, prefix };
    const signed = signatureHeaders(input, this.keys.list());
    // The event-type header is the default profile's invention; strict sends only the interface's headers.
    if (this.ctx.config.profile === "strict") return signed;
    return { ...signed, [`${prefix}-event-type`]: delivery.kind };
  }

  private dropQueues(): void {
    for (const queue of this.queues.values()) {
      if (queue.timer) clearTimeout(queue.timer);
      queue.inFlight?.abort();
    }
    this.queues = new Map();
  }
}

const senders = new WeakMap<TSandboxContext, WebhookSender>();

/** Started by buildSandbox: subscribes to ctx.events; the control routes find it through ctx. */
export function startWebhookSender(ctx: TSandboxContext): WebhookSender {
  const sender = new WebhookSender(ctx);
  senders.set(ctx, sender);
  return sender;
}

export function webhookSenderOf(ctx: TSandboxContext): WebhookSender | undefined {
  return senders.get(ctx);
}
