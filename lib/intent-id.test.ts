import { afterEach, describe, expect, it, vi } from "vitest";
import { newIntentId } from "./intent-id";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIntentId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes a UUID v4 where crypto.randomUUID is missing (plain http, not localhost)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const ids = new Set(Array.from({ length: 200 }, newIntentId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it("uses crypto.randomUUID where it exists", () => {
    expect(newIntentId()).toMatch(V4);
  });
});
