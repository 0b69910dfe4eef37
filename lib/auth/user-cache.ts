import "server-only";
import { findUserWithSessions } from "@/lib/db/user-sessions";
import { changeListener, type ChangeListener } from "@/lib/live/listener";

// The user row behind every request (with the ids of its live sessions, lib/auth/client-safe/session-user.ts), kept in memory: reading it from the database was a third of what
// the BFF added to a platform call (scripts/bench/bff-overhead.ts). Revocation must still take effect on
// the user's next request, so a copy is trusted only while this instance LISTENs to the `users` trigger
// (migration 20261124220000): any change to a user row, from any instance, a script or psql, drops the
// copy when its notification arrives. That is just after the commit, not at it: PostgreSQL delivers a
// NOTIFY asynchronously, so a request that arrives a few milliseconds after another instance (or psql)
// disables an account can still be served from the old copy. Countersign's own writes (an administrator
// disabling a user, a sign-in) therefore also drop this instance's copy before they return (forgetUser),
// which makes them take effect on the next request in a single-instance deployment. While the LISTEN
// connection is down, or was down since the copy was made, every request reads the database as before. A
// copy also expires after MAX_AGE_MS, a bound for the one case nothing reports: a connection that died
// without the socket noticing.

export const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;

type TUserRow = NonNullable<Awaited<ReturnType<typeof findUserWithSessions>>>;

export function createUserCache<TRow>(
  listener: Pick<ChangeListener, "onUserChange" | "listeningGeneration" | "ensureConnected">,
  read: (id: string) => Promise<TRow | null>,
  now: () => number = Date.now,
) {
  type TEntry = { user: TRow; generation: number; at: number };
  const entries = new Map<string, TEntry>();
  // Bumped per id (and for "*" as a whole) by every notification, so a read that raced a change is not kept.
  const changes = new Map<string, number>();
  let everything = 0;

  function forget(id: string) {
    if (id === "*") {
      everything++;
      entries.clear();
      changes.clear();
      return;
    }
    entries.delete(id);
    changes.set(id, (changes.get(id) ?? 0) + 1);
  }
  listener.onUserChange(forget);

  /**
   * `signedInAt` (ms): when the session was made. A sign-in rewrites the user row (SSO takes the roles from
   * the identity provider again) and the browser's next request can outrun that change's notification, so
   * a copy made before the end of the sign-in's second is not trusted. `fresh`: read the database whatever
   * is kept (the copy is replaced), for a caller whose copy disagrees with what it was shown.
   */
  async function userById(id: string, signedInAt = 0, fresh = false): Promise<TRow | null> {
    const generation = listener.listeningGeneration();
    if (generation === null) {
      // Not listening (yet, or any more): ask for the connection and read the database meanwhile.
      void listener.ensureConnected().catch(() => {});
      return read(id);
    }
    const hit = entries.get(id);
    const recent =
      hit && hit.at >= Math.floor(signedInAt / 1000) * 1000 + 1000 && now() - hit.at < MAX_AGE_MS;
    if (hit && recent && !fresh && hit.generation === generation) return hit.user;

    const before = { id: changes.get(id) ?? 0, all: everything };
    const user = await read(id);
    // Keep the copy only if nothing about this user (or the connection) changed while it was read. An
    // unknown id is not kept: the trigger reports updates and deletions, not a new row under that id.
    if (
      user &&
      listener.listeningGeneration() === generation &&
      (changes.get(id) ?? 0) === before.id &&
      everything === before.all
    ) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(id, { user, generation, at: now() });
    }
    return user;
  }

  /** Drops the copy of `id` ("*": all) at once, as its notification will a moment later. */
  userById.forget = forget;
  return userById;
}

// One cache per process: Next.js bundles route handlers, actions and pages separately, each with its own
// copy of this module, so the cache lives on globalThis like the listener it depends on.
const holder = globalThis as typeof globalThis & {
  countersignUserCache?: ReturnType<typeof createUserCache<TUserRow>>;
};

const userCache = () =>
  (holder.countersignUserCache ??= createUserCache(changeListener, findUserWithSessions));

/** The user row by id, from memory when that is safe (see above), else from the database. */
export function cachedUserById(id: string, signedInAt?: number, fresh?: boolean): Promise<TUserRow | null> {
  return userCache()(id, signedInAt, fresh);
}

/** Call after committing a change to a user row, so this instance's next request reads it. */
export function forgetUser(id: string): void {
  userCache().forget(id);
}
