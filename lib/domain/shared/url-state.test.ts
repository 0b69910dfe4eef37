import { describe, expect, it } from "vitest";
import { z } from "zod";
import { canonicalQuery, rawParams, withUrlParams, type TUrlSpec } from "./url-state";

const spec: TUrlSpec = {
  schema: z.object({}),
  keys: ["status", "limit", "offset", "kind"],
  lists: ["status"],
  tidy: (_key, v) => v.trim().toUpperCase(),
  defaults: { offset: "0" },
};

describe("rawParams", () => {
  it("keeps known keys only: repeatable ones with every value, the rest with their first", () => {
    expect(
      rawParams(spec, new URLSearchParams("status=a&status=b&x=1&limit=&limit=20&kind=K&kind=L")),
    ).toEqual({
      status: ["a", "b"],
      limit: "20",
      kind: "K",
    });
  });

  it("reads Next's searchParams the same as the browser's URLSearchParams", () => {
    expect(rawParams(spec, { status: "a", kind: ["K", "L"], limit: undefined, x: "1" })).toEqual(
      rawParams(spec, new URLSearchParams("kind=K&kind=L&status=a&x=1")),
    );
  });
});

describe("canonicalQuery", () => {
  it("sorts keys and repeated values, splits commas, tidies and de-duplicates, drops defaults", () => {
    const a = canonicalQuery(
      spec,
      rawParams(spec, new URLSearchParams("status=b,a&status= A&offset=0&limit=10")),
    );
    const b = canonicalQuery(spec, rawParams(spec, new URLSearchParams("limit=10&status=A&status=B")));
    expect(a).toBe("limit=10&status=A&status=B");
    expect(b).toBe(a);
  });
});

describe("withUrlParams", () => {
  it("sets and removes parameters (null or empty), keeping the canonical form", () => {
    expect(withUrlParams(spec, "limit=20&status=A", { status: null, kind: "IN", offset: "" })).toBe(
      "kind=IN&limit=20",
    );
    expect(withUrlParams(spec, "offset=40", { status: ["b", "a"], offset: "0" })).toBe("status=A&status=B");
  });
});
