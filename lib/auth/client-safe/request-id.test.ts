import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id";

// A caller's X-Request-Id reaches logs and audit rows only in a strict format; anything else is replaced
// by a fresh UUID (issue 14, finding 6).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdFrom", () => {
  it.each(["3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b", "lb-20261127.abc_DEF-1", "a".repeat(64)])(
    "keeps %s",
    (id) => expect(requestIdFrom(id)).toBe(id),
  );

  it.each([
    ["absent", undefined],
    ["empty", ""],
    ["too short", "abc"],
    ["too long", "a".repeat(65)],
    ["a newline (log injection)", "abcdefgh\nlevel=error"],
    ["spaces", "abcd efgh"],
    ["a quote", 'abcdefgh"'],
    ["markup", "<script>alert(1)</script>"],
    ["non-ASCII", "abcdéfghij"],
  ])("replaces %s with a new UUID", (_, id) => {
    const out = requestIdFrom(id);
    expect(out).not.toBe(id);
    expect(out).toMatch(UUID);
  });
});
