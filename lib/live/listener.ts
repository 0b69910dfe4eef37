import "server-only";
import { Client } from "pg";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { isLiveTopic, type TChange } from "@/lib/live-topics";
import { CHANGE_CHANNEL } from "@/lib/live-topics";

/** Changed user rows (a trigger on `users`, migration 20261124220000): an id, or "*" for all. */
export const USERS_CHANNEL = "countersign_users";

// One LISTEN connection per Countersign instance, shared by every browser stream it serves: a change
// committed by any instance (a webhook received there) reaches browsers connected to all of them. When the
// connection drops, it reconnects with backoff and tells subscribers to catch up from the database.

type TSubscriber = { onChange(change: TChange): void; onResync(): void };
type TUserSubscriber = (id: string) => void;

export class ChangeListener {
  private subscribers = new Set<TSubscriber>();
  private userSubscribers = new Set<TUserSubscriber>();
  /** Bumped when the connection is made and when it is lost: notifications may be missed in between. */
  private generation = 0;
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryMs = 500;

  constructor(private readonly connectionString: () => string) {}

  subscribe(subscriber: TSubscriber): () => void {
    this.subscribers.add(subscriber);
    void this.ensureConnected();
    return () => void this.subscribers.delete(subscriber);
  }

  /** Hears every changed user row (the id, or "*"); see lib/auth/user-cache.ts. */
  onUserChange(subscriber: TUserSubscriber): () => void {
    this.userSubscribers.add(subscriber);
    return () => void this.userSubscribers.delete(subscriber);
  }

  /**
   * While LISTEN is active, a number that changes whenever the connection is made or lost (so anything
   * kept on the strength of notifications can tell it may have missed some); null while not connected.
   */
  listeningGeneration(): number | null {
    return this.client ? this.generation : null;
  }

  /** Resolves once LISTEN is active, so a stream that replays afterwards cannot miss a change. */
  ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.connectionString(),
      application_name: "countersign-live",
    });
    client.on("notification", (n) =>
      n.channel === USERS_CHANNEL ? this.dispatchUser(n.payload) : this.dispatch(n.payload),
    );
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client, new Error("connection ended")));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${USERS_CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      throw err;
    }
    const wasReconnect = this.retryMs > 500;
    this.generation++;
    this.client = client;
    this.retryMs = 500;
    if (wasReconnect) for (const s of this.subscribers) s.onResync();
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.generation++;
    this.subscribers.clear();
    this.userSubscribers.clear();
    if (client) {
      client.removeAllListeners();
      await client.end().catch(() => {});
    }
  }

  private dispatch(payload: string | undefined) {
    try {
      const change = JSON.parse(payload ?? "") as TChange;
      if (!isLiveTopic(change.topic)) return;
      for (const s of this.subscribers) s.onChange(change);
    } catch (err) {
      logger.warn({ err }, "ignoring a malformed change notification");
    }
  }

  private dispatchUser(payload: string | undefined) {
    for (const s of this.userSubscribers) s(payload || "*");
  }

  private lost(client: Client, err: unknown) {
    if (this.client !== client && this.client !== null) return;
    this.client = null;
    this.generation++;
    client.removeAllListeners();
    void client.end().catch(() => {});
    logger.warn({ err, retryInMs: this.retryMs }, "live updates: LISTEN connection lost");
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 15_000);
    setTimeout(() => void this.ensureConnected().catch(() => {}), delay).unref();
  }
}

const holder = globalThis as typeof globalThis & { countersignListener?: ChangeListener };
/** The instance's listener (kept on globalThis so the dev server's reloads do not open more). */
export const changeListener = (holder.countersignListener ??= new ChangeListener(() => env.DATABASE_URL));
