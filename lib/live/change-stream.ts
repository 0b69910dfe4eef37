import "server-only";
import { changesAfter, changesSince, latestChangeId } from "@/lib/db/change-events";
import type { TChange, TLiveTopic } from "@/lib/live-topics";
import { bellChangeFor } from "./bell-change";
import { changeListener, type ChangeListener } from "./listener";
import { openStreams } from "@/lib/metrics/metrics";

// A browser's Server-Sent Events stream. It subscribes before it replays, buffering live changes until the
// replay from change_events (after Last-Event-ID) is sent, so nothing falls between the two. Ids come from
// a sequence but transactions may commit out of id order, so live changes are de-duplicated by id, never
// dropped for being "older"; the browser also refetches after any reconnect to cover the rest.
//
// A first connection has no Last-Event-ID, but its page read its data some moments earlier, on the server:
// a change committed between that read and this subscription would be lost (CI caught a request that
// never appeared in the inbox). The page therefore passes `since`, its render time less a margin, and the
// changes recorded from then on are replayed; an extra one only costs the browser a refetch. The stream
// then sends its position as an id, so a reconnect asks with Last-Event-ID, not with the old `since`.

const REPLAY_LIMIT = 1000;
const HEARTBEAT_MS = 15_000;
const RECHECK_MS = 60_000;

export type TStreamOptions = {
  topics: TLiveTopic[];
  lastEventId: bigint | null;
  /** For a first connection: replay changes recorded from this time on (ignored with lastEventId). */
  since?: Date | null;
  signal: AbortSignal;
  /**
   * Re-checked every minute, and at once whenever `userId`'s row or sessions change (the users channel): a
   * session ended or a user disabled meanwhile stops receiving, and the page is told to sign in again.
   */
  stillAllowed: () => Promise<boolean>;
  /** Whose changes trigger the check above. */
  userId?: string;
  /** The instance's listener; tests pass their own. */
  listener?: ChangeListener;
};

export function changeStream(opts: TStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const allowed = new Set<string>(opts.topics);
  const sent = new Set<string>();
  const buffer: TChange[] = [];
  let last = opts.lastEventId ?? 0n;
  let ready = false;
  let cleanup = () => {};
  const listener = opts.listener ?? changeListener;

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup(); // the stream is closed
        }
      };
      const send = (received: TChange) => {
        if (sent.has(received.id)) return;
        // A notification is its recipients': everyone holds the topic, only they hear of it.
        const change = received.topic === "notifications" ? bellChangeFor(received, opts.userId) : received;
        if (!change) return;
        sent.add(change.id);
        if (sent.size > 2000) sent.delete(sent.values().next().value!);
        if (BigInt(change.id) > last) last = BigInt(change.id);
        write(`id: ${change.id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`);
      };
      const replay = async (since?: Date) => {
        const rows = since
          ? await changesSince(since, [...allowed], REPLAY_LIMIT)
          : await changesAfter(last, [...allowed], REPLAY_LIMIT);
        if (rows.length === REPLAY_LIMIT) {
          // Too much was missed to send one by one: the browser refetches everything instead.
          last = await latestChangeId();
          write(`id: ${last}\nevent: reset\ndata: {}\n\n`);
          return;
        }
        for (const r of rows) send({ id: r.id.toString(), topic: r.topic as TLiveTopic, ref: r.ref });
      };

      const unsubscribe = listener.subscribe({
        onChange: (change) => {
          if (!allowed.has(change.topic)) return;
          if (ready) send(change);
          else buffer.push(change);
        },
        onResync: () => void replay(),
      });
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), HEARTBEAT_MS);
      const check = () =>
        void opts.stillAllowed().then(
          (ok) => {
            if (ok) return;
            // The browser's EventSource would reconnect, get a 401 and give up quietly; this event tells the
            // page to load again, which sends it to sign-in (components/live/live-provider.tsx).
            write("event: signed-out\ndata: {}\n\n");
            cleanup();
            try {
              controller.close();
            } catch {
              /* already closed */
            }
          },
          () => {},
        );
      const recheck = setInterval(check, RECHECK_MS);
      const unwatch = listener.onUserChange((id) => {
        if (opts.userId && (id === opts.userId || id === "*")) check();
      });
      // Counted while open (docs/observability.md); cleanup runs on abort, a failed write and sign-out alike.
      let counted = true;
      openStreams().inc();
      cleanup = () => {
        if (counted) openStreams().dec();
        counted = false;
        unsubscribe();
        unwatch();
        clearInterval(heartbeat);
        clearInterval(recheck);
      };
      opts.signal.addEventListener("abort", () => cleanup());

      write("retry: 3000\n: connected\n\n");
      await listener.ensureConnected();
      if (opts.lastEventId !== null) await replay();
      else {
        last = await latestChangeId();
        if (opts.since) await replay(opts.since);
        write(`id: ${last}\n\n`); // no event: only sets the browser's Last-Event-ID for a reconnect
      }
      ready = true;
      for (const change of buffer.splice(0)) send(change);
    },
    cancel() {
      cleanup();
    },
  });
}
