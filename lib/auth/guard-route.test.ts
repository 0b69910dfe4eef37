import { NextRequest } from "next/server";
import { beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import type { TCurrentUser } from "./current-user";
import { guardRoute } from "./guard-route";
import { lastValues, noInput, queryOf } from "./route-input";

// The guard alone: the session, the audit row of a refusal, the renewal and the settings are stubbed, so
// each test says what the guard itself does with a request. Routes' own answers: app/api/**.

const state = vi.hoisted(() => ({
  user: null as TCurrentUser | null,
  denied: [] as unknown[],
}));
vi.mock("./current-user", () => ({
  currentSession: async () => (state.user ? { token: { uid: state.user.id }, user: state.user } : null),
  requestContext: async () => ({ requestId: "req-1", pathname: "/", ip: null }),
}));
vi.mock("./deny", () => ({ auditDenied: async (...args: unknown[]) => void state.denied.push(args) }));
vi.mock("./session-renewal", () => ({ renewedSessionCookie: async () => null }));
vi.mock("@/lib/env", () => ({ env: { NEXTAUTH_URL: "http://localhost:3000" } }));

const reader: TCurrentUser = { id: "u1", email: "r@example.com", name: "R", roles: ["compliance"] };
const get = (url: string) => new NextRequest(`http://localhost/api${url}`);
const body = async (res: Response) => (await res.json()) as { error?: Record<string, unknown> };

const ZQuery = z.object({
  limit: z.coerce.number().int().min(1, "At least 1.").max(100, "At most 100."),
  from: z.iso.datetime("A date and time.").optional(),
});

beforeEach(() => {
  state.user = reader;
  state.denied = [];
});

describe("guardRoute", () => {
  it("hands the handler the parsed query, typed by the schema", async () => {
    const seen: unknown[] = [];
    const route = guardRoute("payments.view", ZQuery, async (input, ctx) => {
      expectTypeOf(input).toEqualTypeOf<{ limit: number; from?: string | undefined }>();
      seen.push(input, ctx.requestId, ctx.user.id);
      return Response.json({ ok: true });
    });
    const res = await route(get("/x?limit=25"));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("req-1");
    expect(seen).toEqual([{ limit: 25 }, "req-1", "u1"]);
  });

  it("answers 400 invalid_input with a message per field, without calling the handler", async () => {
    const handler = vi.fn(async () => Response.json({}));
    const res = await guardRoute("payments.view", ZQuery, handler)(get("/x?limit=0&from=yesterday"));
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await body(res)).toEqual({
      error: {
        code: "invalid_input",
        message: "Some fields need attention.",
        fieldErrors: { limit: "At least 1.", from: "A date and time." },
        requestId: "req-1",
      },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("words the 400 as the route says: a sentence, or one built from the fields and the raw path id", async () => {
    const byId = guardRoute(
      "payments.view",
      z.object({ id: z.string().regex(/^\d+$/, "Digits.") }),
      vi.fn(),
      {
        segment: "id",
        message: (e, raw) => `“${String(raw.id)}” is not an id: ${e.id}`,
      },
    );
    expect((await body(await byId(get("/payments/ab%20c")))).error).toMatchObject({
      message: "“ab c” is not an id: Digits.",
      fieldErrors: { id: "Digits." },
    });
    const custom = guardRoute("payments.view", ZQuery, vi.fn(), {
      message: "The filters are not valid.",
      fieldErrors: () => ({ filters: "All of them." }),
    });
    expect((await body(await custom(get("/x")))).error).toMatchObject({
      message: "The filters are not valid.",
      fieldErrors: { filters: "All of them." },
    });
  });

  it("refuses a missing permission before reading the input, and audits it", async () => {
    state.user = { ...reader, roles: [] };
    const parse = vi.fn((q: unknown) => q);
    const handler = vi.fn(async () => Response.json({}));
    const res = await guardRoute("payments.view", z.preprocess(parse, ZQuery), handler)(get("/x?limit=0"));
    expect(res.status).toBe(403);
    expect((await body(res)).error).toMatchObject({ code: "forbidden" });
    expect(parse).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(state.denied).toHaveLength(1);
  });

  it("answers 401 without a session, before reading the input and without an audit row", async () => {
    state.user = null;
    const parse = vi.fn((q: unknown) => q);
    const res = await guardRoute("payments.view", z.preprocess(parse, ZQuery), vi.fn())(get("/x"));
    expect(res.status).toBe(401);
    expect(parse).not.toHaveBeenCalled();
    expect(state.denied).toEqual([]);
  });

  it("sees every value of a repeated key; lastValues keeps the last, as the list routes always did", async () => {
    const seen: unknown[] = [];
    const all = guardRoute("payments.view", z.object({ s: z.array(z.string()) }), async (q) => {
      seen.push(q);
      return Response.json({});
    });
    await all(get("/x?s=A&s=B"));
    const last = guardRoute("payments.view", lastValues(z.object({ s: z.string() })), async (q) => {
      seen.push(q);
      return Response.json({});
    });
    await last(get("/x?s=A&s=B"));
    expect(seen).toEqual([{ s: ["A", "B"] }, { s: "B" }]);
  });

  it("reads a key named __proto__ as a key, never as the query object's prototype", () => {
    const q = queryOf(new URLSearchParams("__proto__=a&__proto__=b&s=1"));
    expect(Object.getPrototypeOf(q)).toBe(Object.prototype);
    expect(Object.entries(q)).toEqual([
      ["__proto__", ["a", "b"]],
      ["s", "1"],
    ]);
  });

  it("with noInput ignores the query, and a service's AppError keeps its field messages", async () => {
    const route = guardRoute("payments.view", noInput, async (input) => {
      expect(input).toBeUndefined();
      throw new AppError("invalid_input", "Taken.", { fieldErrors: { email: "Taken." } });
    });
    const res = await route(get("/x?anything=1"));
    expect(res.status).toBe(400);
    expect((await body(res)).error).toEqual({
      code: "invalid_input",
      message: "Taken.",
      fieldErrors: { email: "Taken." },
      requestId: "req-1",
    });
  });
});
