import { afterAll, describe, expect, it, vi } from "vitest";
import { ChangeListener } from "@/lib/live/listener";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { MAX_AGE_MS, createUserCache } from "./user-cache";

type TRow = { id: string; email: string; disabled: boolean };

/** A listener whose connection and notifications the test drives. */
function fakeListener() {
  let generation: number | null = 1;
  const subscribers: ((id: string) => void)[] = [];
  return {
    onUserChange: (fn: (id: string) => void) => {
      subscribers.push(fn);
      return () => {};
    },
    listeningGeneration: () => generation,
    ensureConnected: vi.fn(async () => {}),
    notify: (id: string) => subscribers.forEach((fn) => fn(id)),
    setGeneration: (g: number | null) => (generation = g),
  };
}

function setup() {
  const listener = fakeListener();
  const rows = new Map<string, TRow>([["u1", { id: "u1", email: "a@x", disabled: false }]]);
  const read = vi.fn(async (id: string) => (rows.has(id) ? { ...rows.get(id)! } : null));
  let clock = 1_700_000_000_000;
  const cache = createUserCache(listener, read as never, () => clock);
  return { listener, rows, read, cache, tick: (ms: number) => (clock += ms) };
}

describe("createUserCache", () => {
  it("reads a user once while listening, and again after a notification about them", async () => {
    const { cache, read, rows, listener } = setup();
    await cache("u1");
    await cache("u1");
    expect(read).toHaveBeenCalledTimes(1);

    rows.set("u1", { id: "u1", email: "a@x", disabled: true });
    listener.notify("u1");
    expect(await cache("u1")).toMatchObject({ disabled: true });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("drops a copy at once on forget, before any notification (Countersign's own writes)", async () => {
    const { cache, read, rows } = setup();
    await cache("u1");
    rows.set("u1", { id: "u1", email: "a@x", disabled: true });
    expect(await cache("u1")).toMatchObject({ disabled: false }); // the NOTIFY has not arrived yet
    cache.forget("u1");
    expect(await cache("u1")).toMatchObject({ disabled: true });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("does not keep a row read while the same user was forgotten", async () => {
    const { cache, read, rows } = setup();
    read.mockImplementationOnce(async (id: string) => {
      const stale = { ...rows.get(id)! };
      rows.set(id, { ...stale, disabled: true });
      cache.forget(id); // our own write commits while the read is in flight
      return stale;
    });
    expect(await cache("u1")).toMatchObject({ disabled: false });
    expect(await cache("u1")).toMatchObject({ disabled: true });
  });

  it("drops every copy on '*' (a TRUNCATE)", async () => {
    const { cache, read, listener } = setup();
    await cache("u1");
    listener.notify("*");
    await cache("u1");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads the database on every request while not listening, and asks for the connection", async () => {
    const { cache, read, listener } = setup();
    listener.setGeneration(null);
    await cache("u1");
    await cache("u1");
    expect(read).toHaveBeenCalledTimes(2);
    expect(listener.ensureConnected).toHaveBeenCalled();
  });

  it("does not trust a copy made before the connection was lost and made again", async () => {
    const { cache, read, listener } = setup();
    await cache("u1");
    listener.setGeneration(2); // a reconnect: notifications in between may be lost
    await cache("u1");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("does not keep a row read while a change to that user was notified", async () => {
    const { cache, read, rows, listener } = setup();
    read.mockImplementationOnce(async (id: string) => {
      const stale = { ...rows.get(id)! };
      rows.set(id, { ...stale, disabled: true });
      listener.notify(id); // the change commits while our read is in flight
      return stale;
    });
    expect(await cache("u1")).toMatchObject({ disabled: false });
    expect(await cache("u1")).toMatchObject({ disabled: true });
  });

  it("does not trust a copy made before the end of the session's sign-in second (SSO rewrites roles)", async () => {
    const { cache, read, tick } = setup();
    const signedInAt = 1_700_000_000_000 + 300; // the sign-in's second holds the copy's time
    await cache("u1", signedInAt);
    await cache("u1", signedInAt);
    expect(read).toHaveBeenCalledTimes(2);
    tick(1_000); // a copy made after that second is trusted
    await cache("u1", signedInAt);
    await cache("u1", signedInAt);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("expires a copy after MAX_AGE_MS and never keeps an unknown id", async () => {
    const { cache, read, tick } = setup();
    await cache("u1");
    tick(MAX_AGE_MS);
    await cache("u1");
    expect(read).toHaveBeenCalledTimes(2);
    expect(await cache("nobody")).toBeNull();
    expect(await cache("nobody")).toBeNull();
    expect(read).toHaveBeenCalledTimes(4);
  });
});

describe("the users trigger with a real listener", () => {
  const test = withAppTestDatabase();
  let listener: ChangeListener | undefined;
  afterAll(async () => listener?.close());

  it("takes a disabled account out of the cache before its next request", async () => {
    const user = await test.db.user.create({ data: { email: "cache@example.com", name: "Cache" } });
    listener = new ChangeListener(() => test.url);
    await listener.ensureConnected();
    const read = vi.fn((id: string) => test.db.user.findUnique({ where: { id } }));
    const cache = createUserCache(listener, read);

    expect(await cache(user.id)).toMatchObject({ disabled: false });
    expect(await cache(user.id)).toMatchObject({ disabled: false });
    expect(read).toHaveBeenCalledTimes(1);

    await test.db.user.update({ where: { id: user.id }, data: { disabled: true } });
    await vi.waitFor(async () => expect(await cache(user.id)).toMatchObject({ disabled: true }), {
      timeout: 2_000,
    });

    await test.db.user.delete({ where: { id: user.id } });
    await vi.waitFor(async () => expect(await cache(user.id)).toBeNull(), { timeout: 2_000 });
  });
});
