import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  endUserSession,
  endUserSessions,
  findUserWithSessions,
  startUserSession,
} from "@/lib/db/user-sessions";
import { ChangeListener } from "@/lib/live/listener";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { liveSessionUser, type TSessionLookup } from "./session-user";
import { createUserCache } from "../user-cache";

// Finding 3 of issue 14: a copied cookie outlived sign-out. A session is now live only while its stored
// row exists, and the check reads through the NOTIFY-backed user cache.

type TRow = { id: string; sessionIds: string[] };

describe("liveSessionUser", () => {
  const token = { uid: "u1", sid: "s1", authTime: 1_700_000_000 };

  it("refuses a cookie without a session id (made before sessions were stored) without reading", async () => {
    const lookup = vi.fn<TSessionLookup<TRow>>();
    expect(await liveSessionUser(lookup, { uid: "u1", authTime: 1 })).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it("serves a session the kept copy lists from memory, with one lookup", async () => {
    const lookup = vi.fn<TSessionLookup<TRow>>(async (id) => ({ id, sessionIds: ["s0", "s1"] }));
    expect(await liveSessionUser(lookup, token)).toMatchObject({ id: "u1" });
    expect(lookup).toHaveBeenCalledExactlyOnceWith("u1", 1_700_000_000_000, false);
  });

  it("asks the database again when the copy lacks the session: it may be newer than the copy", async () => {
    const lookup = vi.fn<TSessionLookup<TRow>>(async (id, _at, fresh) => ({
      id,
      sessionIds: fresh ? ["s1"] : [],
    }));
    expect(await liveSessionUser(lookup, token)).toMatchObject({ id: "u1" });
    expect(lookup).toHaveBeenLastCalledWith("u1", 1_700_000_000_000, true);
  });

  it("refuses a session the database no longer holds, and a user who is gone", async () => {
    const ended = vi.fn<TSessionLookup<TRow>>(async (id) => ({ id, sessionIds: ["other"] }));
    expect(await liveSessionUser(ended, token)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(2);
    expect(await liveSessionUser(async () => null, token)).toBeNull();
  });
});

describe("stored sessions with the user cache and a real listener", () => {
  const test = withAppTestDatabase();
  let listener: ChangeListener | undefined;
  afterAll(async () => listener?.close());

  async function setup() {
    const user = await test.db.user.create({
      data: { email: `s-${randomUUID().slice(0, 8)}@example.com`, name: "Sessions" },
    });
    listener ??= new ChangeListener(() => test.url);
    await listener.ensureConnected();
    const read = vi.fn(findUserWithSessions);
    const cache = createUserCache(listener, read);
    const live = (sid: string) =>
      liveSessionUser((uid, at, fresh) => cache(uid, at, fresh), { uid: user.id, sid, authTime: 0 });
    const inAnHour = new Date(Date.now() + 3_600_000);
    return { user, read, live, start: () => startUserSession(user.id, inAnHour) };
  }
  const gone = async (check: () => Promise<unknown>) =>
    vi.waitFor(async () => expect(await check()).toBeNull(), { timeout: 2_000 });

  it("sign-out ends that session on every instance at once; the user's other session stays", async () => {
    const { live, read, start } = await setup();
    const [laptop, phone] = [await start(), await start()];
    expect(await live(laptop)).not.toBeNull();
    expect(await live(phone)).not.toBeNull();
    await vi.waitFor(async () => {
      read.mockClear();
      await live(laptop);
      await live(phone);
      expect(read).not.toHaveBeenCalled(); // warm: no database read per request
    });

    // Ended by another instance: only the NOTIFY tells this one.
    expect(await endUserSession(laptop)).toBe(true);
    await gone(() => live(laptop));
    expect(await live(phone)).not.toBeNull();
  });

  it("ending all of a user's sessions refuses each of them", async () => {
    const { user, live, start } = await setup();
    const sids = [await start(), await start()];
    for (const sid of sids) expect(await live(sid)).not.toBeNull();
    expect(await endUserSessions(user.id)).toBe(2);
    for (const sid of sids) await gone(() => live(sid));
  });

  it("disabling the account ends its sessions (a trigger), and enabling it again brings none back", async () => {
    const { user, live, start } = await setup();
    const sid = await start();
    expect(await live(sid)).not.toBeNull();
    await test.db.$executeRaw`UPDATE users SET disabled = true WHERE id = ${user.id}::uuid`;
    await gone(() => live(sid));
    await test.db.$executeRaw`UPDATE users SET disabled = false WHERE id = ${user.id}::uuid`;
    await new Promise((r) => setTimeout(r, 100));
    expect(await live(sid)).toBeNull();
    expect(await test.db.userSession.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a session past its absolute end, and a sign-in prunes such rows", async () => {
    const { user, live } = await setup();
    const old = await startUserSession(user.id, new Date(Date.now() - 1_000));
    expect(await live(old)).toBeNull();
    await startUserSession(user.id, new Date(Date.now() + 60_000));
    expect(await test.db.userSession.findUnique({ where: { id: old } })).toBeNull();
  });
});
